import { describe, expect, it } from 'vitest';
import { ACCESS_ERRORS, accessPlan, skipFlagApplies } from '../../../../src/core/session/access-order';

describe('spec 1 §5 route access order: PROMO yes open, then token, then jwtoken, then capability check, skip-once flag', () => {
  it.each([
    ['PROMO yes opens without checks', { promo: 'yes', token: 't' }, { open: true, steps: [], consumeSkipFlag: false }],
    ['PROMO Yes (any case)', { promo: ' YES ' }, { open: true, steps: [], consumeSkipFlag: false }],
    ['PROMO no', { promo: 'no' }, { open: false, steps: ['capabilities'], consumeSkipFlag: false }],
    [
      'token first',
      { token: 't', jwtoken: 'j' },
      { open: false, steps: ['tokenlogin', 'jwtlogin', 'capabilities'], consumeSkipFlag: false },
    ],
    ['jwtoken only', { jwtoken: 'j' }, { open: false, steps: ['jwtlogin', 'capabilities'], consumeSkipFlag: false }],
    ['blank token ignored', { token: '  ' }, { open: false, steps: ['capabilities'], consumeSkipFlag: false }],
    [
      'skip once',
      { token: 't', skipCapabilityCheckOnce: true },
      { open: false, steps: ['tokenlogin'], consumeSkipFlag: true },
    ],
    [
      'skip flag must be true',
      { skipCapabilityCheckOnce: 'yes' },
      { open: false, steps: ['capabilities'], consumeSkipFlag: false },
    ],
    ['no input', null, { open: false, steps: ['capabilities'], consumeSkipFlag: false }],
  ])('%s', (_label, input, expected) => {
    expect(accessPlan(input as never)).toEqual(expected);
  });

  it('names the token errors', () => {
    expect(ACCESS_ERRORS).toEqual({
      tokenlogin: 'invalid token',
      jwtlogin: 'invalid jwt token',
      capabilities: 'no valid capabilities',
    });
  });
});

describe('spec 1 §5 the capability check may be skipped once via a flag: only for the page it was set for', () => {
  it.each([
    ['the flagged page', '/library/events', '/library/events', true],
    ['another page', '/library/events', '/dmc2026/crs/a', false],
    ['no flag', null, '/library/events', false],
    ['an empty flag', '', '', false],
  ])('%s → %s', (_label, flag, path, expected) => {
    expect(skipFlagApplies(flag, path)).toBe(expected);
  });
});
