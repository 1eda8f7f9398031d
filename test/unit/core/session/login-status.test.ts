import { describe, expect, it } from 'vitest';
import { INITIAL_LOGIN_STATE, nextLoginState } from '../../../../src/core/session/login-status';
import { sessionCookieOptions } from '../../../../src/core/session/session-cookie';

const none = { clearToken: false, clearUser: false, clearBasket: false, resetAnalyticsUserId: false };

describe('spec 1 §4 / §8 login status: none, trying, success, failed (token cleared); refresh failure clears basket; 401 logs out locally', () => {
  it.each([
    ['request', INITIAL_LOGIN_STATE, { type: 'request' }, { status: 'trying', method: null }, none],
    [
      'refresh keeps the method',
      { status: 'success', method: 'oauth2' },
      { type: 'refresh' },
      { status: 'trying', method: 'oauth2' },
      none,
    ],
    [
      'success records the method',
      { status: 'trying', method: null },
      { type: 'success', method: 'giftcode' },
      { status: 'success', method: 'giftcode' },
      none,
    ],
    [
      'success with unknown method',
      { status: 'trying', method: 'jwttoken' },
      { type: 'success', method: 'magic' },
      { status: 'success', method: 'jwttoken' },
      none,
    ],
    [
      'failure clears token and basket',
      { status: 'trying', method: 'tokenauth' },
      { type: 'failure', status: 500 },
      { status: 'failed', method: 'tokenauth' },
      { clearToken: true, clearUser: false, clearBasket: true, resetAnalyticsUserId: false },
    ],
    [
      '401 failure logs out locally',
      { status: 'trying', method: 'tokenauth' },
      { type: 'failure', status: '401' },
      { status: 'failed', method: null },
      { clearToken: true, clearUser: true, clearBasket: true, resetAnalyticsUserId: true },
    ],
    [
      'logout clears token, user, basket and analytics user id',
      { status: 'success', method: 'oauth2' },
      { type: 'logout' },
      { status: 'none', method: null },
      { clearToken: true, clearUser: true, clearBasket: true, resetAnalyticsUserId: true },
    ],
    [
      'unknown event keeps the state',
      { status: 'success', method: 'oauth2' },
      { type: 'bogus' },
      { status: 'success', method: 'oauth2' },
      none,
    ],
    ['missing state starts from none', null, { type: 'request' }, { status: 'trying', method: null }, none],
  ])('%s', (_l, state, event, expectedState, effects) => {
    expect(nextLoginState(state as never, event as never)).toEqual({ state: expectedState, effects });
  });
});

describe('spec 1 §4 / §9 session cookie: sameSite None, secure, cookieValidityPeriodInDays (default 7)', () => {
  const now = Date.UTC(2026, 0, 1);
  it.each([
    [{ cookieValidityPeriodInDays: 30 }, 30],
    [{ cookieValidityPeriodInDays: '14' }, 14],
    [{}, 7],
    [null, 7],
    [{ cookieValidityPeriodInDays: 0 }, 7],
    [{ cookieValidityPeriodInDays: 'x' }, 7],
  ])('%j → %i days', (client, days) => {
    expect(sessionCookieOptions(client, now)).toEqual({
      expires: now + days * 86_400_000,
      sameSite: 'None',
      secure: true,
      path: '/',
    });
  });
});
