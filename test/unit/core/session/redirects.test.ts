// biome-ignore-all lint/suspicious/noThenProperty: logout plans are plain data with a `then` step, never awaited
import { describe, expect, it } from 'vitest';
import {
  logoutPlan,
  noAccessBackTarget,
  redirectAfterGiftCode,
  safeRedirectPath,
} from '../../../../src/core/session/redirects';

describe("spec 1 §4 redirect after gift code: query redirect, else defaultRedirectUrl, else '/'; not when result 'external'", () => {
  it.each([
    [
      { redirect: '/esc/library', defaultRedirectUrl: '/home' },
      { kind: 'route', path: '/esc/library' },
    ],
    [{ defaultRedirectUrl: '/welcome' }, { kind: 'route', path: '/welcome' }],
    [{ defaultRedirectUrl: 'https://www.esc.org/' }, { kind: 'navigate', url: 'https://www.esc.org/' }],
    [{}, { kind: 'route', path: '/' }],
    [
      { redirect: '', defaultRedirectUrl: '  ' },
      { kind: 'route', path: '/' },
    ],
    [
      { redirect: 'https://evil.example', defaultRedirectUrl: '/x' },
      { kind: 'route', path: '/x' },
    ],
    [{ redirect: ['/a', '/b'] }, { kind: 'route', path: '/a' }],
    [{ result: 'external', redirect: '/a' }, null],
  ])('%j → %j', (input, expected) => {
    expect(redirectAfterGiftCode(input)).toEqual(expected);
  });
});

describe('redirect query values are in-app paths only (open-redirect guard for spec 1 §2 / §4 redirect values)', () => {
  it.each([
    ['/a?b=1', '/a?b=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['http://x', null],
    ['a/b', null],
    [5, null],
  ])('%j → %j', (v, expected) => {
    expect(safeRedirectPath(v)).toBe(expected);
  });
});

describe('spec 1 §4 / spec 3 §6 after logout: logoutUrl frame, then postLogoutUrl (absolute vs relative), defaultRedirectUrl, Home', () => {
  it.each([
    [
      { logoutUrl: 'https://idp.example/logout', postLogoutUrl: 'https://www.esc.org/bye' },
      { frameUrl: 'https://idp.example/logout', then: { kind: 'navigate', url: 'https://www.esc.org/bye' } },
    ],
    [
      { postLogoutUrl: '/goodbye', defaultRedirectUrl: '/x' },
      { frameUrl: null, then: { kind: 'route', path: '/goodbye' } },
    ],
    [
      { postLogoutUrl: '', defaultRedirectUrl: '/x' },
      { frameUrl: null, then: { kind: 'route', path: '/x' } },
    ],
    [{ defaultRedirectUrl: '//cdn.example/x' }, { frameUrl: null, then: { kind: 'navigate', url: '//cdn.example/x' } }],
    [{}, { frameUrl: null, then: { kind: 'home' } }],
    [{ logoutUrl: 'javascript:alert(1)' }, { frameUrl: null, then: { kind: 'home' } }],
  ])('%j → %j', (input, expected) => {
    expect(logoutPlan(input)).toEqual(expected);
  });
});

describe("spec 1 §2 / spec 3 §2 no-access back button: redirect unless '/' or '/oauth2-finish', else Home", () => {
  it.each([
    ['/esc/crs/talk', { kind: 'route', path: '/esc/crs/talk' }],
    ['/', { kind: 'home' }],
    ['/oauth2-finish', { kind: 'home' }],
    ['/oauth2-finish?code=1', { kind: 'home' }],
    ['/oauth2-finish/', { kind: 'home' }],
    ['', { kind: 'home' }],
    [undefined, { kind: 'home' }],
    ['https://evil.example', { kind: 'home' }],
  ])('%j → %j', (redirect, expected) => {
    expect(noAccessBackTarget(redirect)).toEqual(expected);
  });
});
