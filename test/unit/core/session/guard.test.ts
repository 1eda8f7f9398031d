import { describe, expect, it } from 'vitest';
import { isAcceptedCapabilityStatus } from '../../../../src/core/session/capability-status';
import { routeGuardOutcome } from '../../../../src/core/session/guard-outcome';

describe('spec 1 §5 capability-check status acceptance: 200–299, 401, 403; 404 and 412 only when signed in', () => {
  it.each([
    [200, false, true],
    [204, false, true],
    [299, false, true],
    [300, false, false],
    [199, false, false],
    [401, false, true],
    [403, false, true],
    [404, false, false],
    [404, true, true],
    [412, false, false],
    [412, true, true],
    [500, true, false],
    [400, true, false],
    ['403', false, true],
    ['200', true, true],
    [null, true, false],
    [undefined, false, false],
    ['abc', true, false],
    [200.5, true, false],
  ])('status %j signed in %s → %s', (status, signedIn, expected) => {
    expect(isAcceptedCapabilityStatus(status, signedIn)).toBe(expected);
  });
});

describe('spec 1 §4 / spec 3 §6 route-guard outcome table', () => {
  it.each([
    [200, false, { kind: 'allow' }],
    [403, false, { kind: 'login', redirect: '/esc/crs/a' }],
    [403, true, { kind: 'no-access', redirect: '/esc/crs/a' }],
    [401, false, { kind: 'logout-home' }],
    [401, true, { kind: 'logout-home' }],
    [404, true, { kind: 'logout-home' }],
    [412, true, { kind: 'logout' }],
    [404, false, { kind: 'page-not-found' }],
    [412, false, { kind: 'error-page' }],
    [500, true, { kind: 'error-page' }],
    [undefined, false, { kind: 'error-page' }],
    ['403', false, { kind: 'login', redirect: '/esc/crs/a' }],
  ])('status %j, signed in %s → %j', (status, signedIn, expected) => {
    expect(routeGuardOutcome(status, signedIn, '/esc/crs/a')).toEqual(expected);
  });

  it('uses / as redirect for a missing or non-path target', () => {
    expect(routeGuardOutcome(403, false, 'https://evil.example')).toEqual({ kind: 'login', redirect: '/' });
    expect(routeGuardOutcome(403, false, null)).toEqual({ kind: 'login', redirect: '/' });
  });
});
