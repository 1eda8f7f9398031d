import { describe, expect, it } from 'vitest';
import { autoLoginStep, tokenGraveMessage, AUTO_LOGIN_TIMEOUT_ERROR } from '../../../../src/core/session/auto-login';

const t0 = 1_000_000;

describe('spec 1 §4 / §8, spec 3 §4 auto-login frame: runs while signed out; code logs in; error or 5 s timeout ends', () => {
  it.each([
    ['signed in → idle', { signedIn: true, message: { code: 'c' }, startedAt: t0, now: t0 }, { kind: 'idle' }],
    [
      'code → login',
      { signedIn: false, message: { code: 'c1', provider: 'p' }, startedAt: t0, now: t0 + 100 },
      { kind: 'login', code: 'c1', provider: 'p' },
    ],
    [
      'error → end',
      { signedIn: false, message: { error: 'denied' }, startedAt: t0, now: t0 + 100 },
      { kind: 'end', error: 'denied' },
    ],
    [
      'empty error → end with unknown error',
      { signedIn: false, message: { error: '' }, startedAt: t0, now: t0 },
      { kind: 'end', error: 'unknown error' },
    ],
    ['4999 ms → wait', { signedIn: false, startedAt: t0, now: t0 + 4999 }, { kind: 'wait' }],
    ['malformed message → wait', { signedIn: false, message: 'hello', startedAt: t0, now: t0 + 1 }, { kind: 'wait' }],
  ])('%s', (_l, input, expected) => {
    expect(autoLoginStep(input)).toEqual(expected);
  });

  it("at 5000 ms the attempt ends and the frame is pointed at the token callback with 'no valid user found'", () => {
    const step = autoLoginStep({ signedIn: false, startedAt: t0, now: t0 + 5000 });
    expect(step.kind).toBe('timeout');
    if (step.kind !== 'timeout') return;
    const url = new URL(step.frameUrl, 'http://x');
    expect(url.pathname).toBe('/tokengrave');
    expect(url.searchParams.get('status')).toBe('error');
    expect(JSON.parse(url.searchParams.get('error_json') as string)).toEqual({ message: AUTO_LOGIN_TIMEOUT_ERROR });
    expect(tokenGraveMessage(Object.fromEntries(url.searchParams))).toEqual({
      type: 'tokenGraveMessage',
      error: 'no valid user found',
    });
  });
});

describe('spec 1 §2 / spec 3 §2 /tokengrave posts code and provider, or the error', () => {
  it.each([
    [
      { status: 'ok', code: 'c', provider: 'p' },
      { type: 'tokenGraveMessage', code: 'c', provider: 'p' },
    ],
    [{ code: 'c' }, { type: 'tokenGraveMessage', code: 'c', provider: null }],
    [
      { status: 'error', code: 'c', error_json: '{"message":"nope"}' },
      { type: 'tokenGraveMessage', error: 'nope' },
    ],
    [
      { status: 'error', error_json: '{bad' },
      { type: 'tokenGraveMessage', error: '{bad' },
    ],
    [null, { type: 'tokenGraveMessage', error: 'unknown error' }],
  ])('%j → %j', (q, expected) => {
    expect(tokenGraveMessage(q)).toEqual(expected);
  });
});
