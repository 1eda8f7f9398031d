import { describe, expect, it } from 'vitest';
import {
  loginErrorMessage,
  oauth2FinishAction,
  OAUTH2_UNKNOWN_ERROR,
  parseOAuth2Error,
} from '../../../../src/core/session/oauth2-error';

describe('spec 1 §8 / spec 3 §8 OAuth2 error_json parsing with fallback {http_statuscode -1, message unknown error, oauth2_request_id null}', () => {
  it('parses a complete error', () => {
    expect(parseOAuth2Error('{"http_statuscode":401,"message":"denied","oauth2_request_id":"r1"}')).toEqual({
      http_statuscode: 401,
      message: 'denied',
      oauth2_request_id: 'r1',
    });
  });

  it.each(['{bad json', '', '   ', 'null', '42', '"text"', '[1,2]', null, undefined, 17])(
    'falls back for %j',
    (input) => {
      expect(parseOAuth2Error(input)).toEqual({
        http_statuscode: -1,
        message: 'unknown error',
        oauth2_request_id: null,
      });
    },
  );

  it('fills missing or malformed fields from the fallback and reads numbers as strings', () => {
    expect(parseOAuth2Error('{"http_statuscode":"403"}')).toEqual({
      http_statuscode: 403,
      message: 'unknown error',
      oauth2_request_id: null,
    });
    expect(parseOAuth2Error('{"http_statuscode":"x","message":"  ","oauth2_request_id":7}')).toEqual({
      http_statuscode: -1,
      message: 'unknown error',
      oauth2_request_id: '7',
    });
  });

  it('returns a fresh object (the fallback is never mutated)', () => {
    const e = parseOAuth2Error('bad');
    e.message = 'changed';
    expect(OAUTH2_UNKNOWN_ERROR.message).toBe('unknown error');
  });
});

describe('spec 1 §4 / spec 3 §8 external sign-in finish: status not error exchanges code and provider, else /login?error=', () => {
  it('exchanges code and provider', () => {
    expect(oauth2FinishAction({ status: 'ok', code: 'c1', provider: 'esociety' })).toEqual({
      kind: 'exchange',
      code: 'c1',
      provider: 'esociety',
    });
  });

  it.each([
    ['status error', { status: 'error', code: 'c', provider: 'p', error_json: '{"message":"no"}' }, 'no'],
    ['missing code', { status: 'ok', provider: 'p' }, 'unknown error'],
    ['bad error_json', { status: 'error', error_json: '{' }, 'unknown error'],
    ['no query', null, 'unknown error'],
  ])('%s → error to Login', (_label, query, message) => {
    const a = oauth2FinishAction(query as never);
    expect(a.kind).toBe('error');
    if (a.kind !== 'error') return;
    expect(a.error.message).toBe(message);
    expect(a.loginUrl.startsWith('/login?error=')).toBe(true);
    expect(loginErrorMessage(decodeURIComponent(a.loginUrl.slice('/login?error='.length)))).toBe(message);
  });
});

describe("spec 1 §2 Login error message from query 'error' (JSON carrying a message)", () => {
  it.each([
    ['{"message":"Access denied"}', 'Access denied'],
    ['{"message":""}', 'unknown error'],
    ['[1]', 'unknown error'],
    ['Session expired', 'Session expired'],
    ['', null],
    [undefined, null],
  ])('%j → %j', (q, expected) => {
    expect(loginErrorMessage(q)).toBe(expected);
  });
});
