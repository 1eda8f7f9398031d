/** Sign-in rules of spec 1 §4, §7, §8 that Login, OAuth2 finish and the auto-login frame call. */
import { describe, expect, it } from 'vitest';
import {
  autoLoginProvider,
  isTokenGraveEvent,
  oauth2ExchangeError,
  oauth2InitUrl,
  signInMethods,
  signInTarget,
} from '../../../../src/core/session/sign-in';

describe('spec 1 §7: one Login form per user-service sign-in call (client loginMethods)', () => {
  it.each([
    [
      'the listed methods in order',
      ['giftcode', 'oauth2:demo-sso', 'token'],
      [{ kind: 'giftcode' }, { kind: 'oauth2', provider: 'demo-sso' }, { kind: 'token' }],
    ],
    [
      'unknown entries, repeats and unsafe provider names dropped',
      ['giftcode', 'nope', 'giftcode', 'oauth2:../x', 'oauth2:', 7],
      [{ kind: 'giftcode' }],
    ],
    ['no list → the username/password form', undefined, [{ kind: 'esociety-username' }]],
    ['an empty or broken list → the username/password form', 'giftcode', [{ kind: 'esociety-username' }]],
  ])('%s', (_name, loginMethods, expected) => {
    expect(signInMethods({ loginMethods })).toEqual(expected);
  });

  it('auto-login runs only for a configured provider with a safe name', () => {
    expect(autoLoginProvider({ autoLoginProvider: 'demo-sso' })).toBe('demo-sso');
    expect(autoLoginProvider({ autoLoginProvider: 'a/b' })).toBeNull();
    expect(autoLoginProvider(null)).toBeNull();
  });
});

describe('spec 1 §4, §7: external sign-in redirects to init-authorize with oauth2_finish_url', () => {
  it('builds the init-authorize URL; silent adds prompt=none (auto-login frame)', () => {
    const url = oauth2InitUrl({
      apiBase: 'http://api.test/api/',
      client: 'demo',
      provider: 'demo-sso',
      finishUrl: 'http://site.test/portal/oauth2-finish?redirect=%2Fx',
    });
    expect(url).toBe(
      'http://api.test/api/login/demo/ext-oauth2-authcode/demo-sso/init-authorize?oauth2_finish_url=http%3A%2F%2Fsite.test%2Fportal%2Foauth2-finish%3Fredirect%3D%252Fx',
    );
    expect(
      oauth2InitUrl({
        apiBase: 'http://api.test/api',
        client: 'demo',
        provider: 'demo-sso',
        finishUrl: 'http://site.test/t',
        silent: true,
      }),
    ).toMatch(/&prompt=none$/);
  });
  it.each([
    ['a script finish URL', { finishUrl: 'javascript:alert(1)' }],
    ['a relative finish URL', { finishUrl: '/portal/oauth2-finish' }],
    ['a script API base', { apiBase: 'javascript:alert(1)//' }],
    ['a provider name with a slash', { provider: '../admin' }],
  ])('gives no URL for %s', (_name, bad) => {
    expect(
      oauth2InitUrl({
        apiBase: 'http://api.test/api',
        client: 'demo',
        provider: 'demo-sso',
        finishUrl: 'http://site.test/f',
        ...bad,
      }),
    ).toBeNull();
  });
});

describe('spec 1 §4: after sign-in → query redirect (one redirect check), else defaultRedirectUrl, else /', () => {
  it.each([
    ['a portal path', '/dmc2026/library?page=2', null, { kind: 'route', path: '/dmc2026/library?page=2' }],
    [
      'an absolute foreign URL → default redirect',
      'https://evil.example',
      '/welcome',
      { kind: 'route', path: '/welcome' },
    ],
    ['a protocol-relative URL → /', '//evil.example', null, { kind: 'route', path: '/' }],
    ['a script URL → /', 'javascript:alert(1)', null, { kind: 'route', path: '/' }],
    ['a backslash trick → /', '/\\evil.example', null, { kind: 'route', path: '/' }],
    [
      'an absolute default redirect → full navigation',
      undefined,
      'https://society.example/',
      { kind: 'navigate', url: 'https://society.example/' },
    ],
  ])('%s', (_name, redirect, defaultRedirectUrl, expected) => {
    expect(signInTarget({ redirect, defaultRedirectUrl })).toEqual(expected);
  });
  it('no redirect for the result external', () => {
    expect(signInTarget({ result: 'external', redirect: '/x' })).toBeNull();
  });
});

describe('spec 1 §8: login failure passes the error to the caller (OAuth2 code exchange → /login?error=)', () => {
  it('keeps the answer’s status and message in the error_json shape', () => {
    expect(oauth2ExchangeError(401, 'invalid token')).toEqual({
      http_statuscode: 401,
      message: 'invalid token',
      oauth2_request_id: null,
    });
  });
  it('a network failure without status or message takes the fallback values', () => {
    expect(oauth2ExchangeError(undefined, '')).toEqual({
      http_statuscode: -1,
      message: 'unknown error',
      oauth2_request_id: null,
    });
  });
});

describe('spec 1 §2, §4: the token callback’s message counts only from the frame and this origin', () => {
  const frame = {};
  it.each([
    ['from the frame, same origin', { origin: 'http://a.test', source: frame }, true],
    ['another origin', { origin: 'http://evil.test', source: frame }, false],
    ['another window', { origin: 'http://a.test', source: {} }, false],
  ])('%s', (_name, event, ok) => {
    expect(isTokenGraveEvent(event, 'http://a.test', frame)).toBe(ok);
  });
  it('no frame (the attempt ended) → nothing counts', () => {
    expect(isTokenGraveEvent({ origin: 'http://a.test', source: null }, 'http://a.test', null)).toBe(false);
  });
});
