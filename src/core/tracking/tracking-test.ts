import { TRACKING_TEST_RETRIES } from '../constants';
import { asRecord, nonEmptyString } from '../values';

/** Spec 3 §7 Tracking test body: user, type, play_state 'test', col_id 1. */
export function trackingTestBody(userId: unknown): {
  user: string | null;
  type: 'live';
  play_state: 'test';
  col_id: 1;
} {
  return { user: nonEmptyString(userId), type: 'live', play_state: 'test', col_id: 1 };
}

/**
 * Spec 3 §7/§9: the tracking test retries 5 times at 200 ms. The plan lists the wait before each
 * retry, so a caller sends once and then once per entry until one succeeds.
 */
export function trackingTestRetryPlan(): number[] {
  return Array.from({ length: TRACKING_TEST_RETRIES.count }, () => TRACKING_TEST_RETRIES.intervalMs);
}

/** Spec 3 §5: tracking test login success means a user id is present and is not 'dummy'. */
export function trackingTestLoginOk(user: unknown): boolean {
  const id = nonEmptyString(asRecord(user)?.id);
  return id !== null && id !== 'dummy';
}

export type TrackingTestCheck = 'login' | 'enabled' | 'beacon';
/** ok null: still running (the beacon is on its way). */
export interface TrackingTestResult {
  check: TrackingTestCheck;
  ok: boolean | null;
}

/**
 * Spec 3 §2 Tracking test page: the three checks in order — login success, video tracking enabled, beacon sent.
 * `beacon` is null while the beacon is still on its way (the check then shows as pending, not as failed).
 */
export function trackingTestResults(input: {
  user: unknown;
  enabled: boolean;
  beacon: boolean | null;
}): TrackingTestResult[] {
  return [
    { check: 'login', ok: trackingTestLoginOk(input.user) },
    { check: 'enabled', ok: input.enabled },
    { check: 'beacon', ok: input.beacon },
  ];
}

/** The beacon is only sent when a signed-in user and enabled video tracking make it meaningful. */
export function trackingTestSendsBeacon(user: unknown, enabled: boolean): boolean {
  return enabled && trackingTestLoginOk(user);
}
