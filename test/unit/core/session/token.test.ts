import { describe, expect, it } from 'vitest';
import { isTokenValid, tokenExpiresAt } from '../../../../src/core/session/token';

const received = Date.UTC(2026, 2, 4, 9, 0, 0);

describe('spec 1 §4 / §9 token validity: valid until expires_in minus 5 s (injected now)', () => {
  const session = { access_token: 'abc', expires_in: 3600 };
  const expiry = received + 3600_000;

  it.each([
    ['just received', received, true],
    ['5001 ms before expiry', expiry - 5001, true],
    ['exactly 5 s before expiry', expiry - 5000, false],
    ['4999 ms before expiry', expiry - 4999, false],
    ['after expiry', expiry + 1, false],
  ])('%s → %s', (_label, now, expected) => {
    expect(isTokenValid(session, now, received)).toBe(expected);
  });

  it.each([
    ['expires_in as a string', { access_token: 'a', expires_in: '3600' }, received + 3600_000],
    ['expires_at in ms', { access_token: 'a', expires_at: received + 10_000 }, received + 10_000],
    ['expires_at in seconds', { access_token: 'a', expires_at: (received + 10_000) / 1000 }, received + 10_000],
    ['expires_at as ISO', { access_token: 'a', expires_at: '2026-03-04T10:00:00Z' }, Date.UTC(2026, 2, 4, 10)],
    ['expires_at bad, expires_in used', { access_token: 'a', expires_at: 'soon', expires_in: 60 }, received + 60_000],
  ])('expiry from %s', (_label, s, expected) => {
    expect(tokenExpiresAt(s, received)).toBe(expected);
  });

  it.each([
    ['no token', { expires_in: 3600 }],
    ['blank token', { access_token: '  ', expires_in: 3600 }],
    ['no expiry', { access_token: 'a' }],
    ['expires_in without receivedAt', { access_token: 'a', expires_in: 3600, noReceived: true }],
    ['null session', null],
    ['bad expires_in', { access_token: 'a', expires_in: 'never' }],
  ])('%s → invalid, no throw', (_label, s) => {
    const r = (s as { noReceived?: boolean } | null)?.noReceived ? undefined : received;
    expect(isTokenValid(s as never, received, r)).toBe(false);
  });
});
