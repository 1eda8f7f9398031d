/**
 * Tracking beacons (spec 3 §7: video tracking, the tracking test, the video-stats helper; Matomo pings): fire and
 * forget, `keepalive` so a beacon sent while the page unloads still leaves. No credentials: a beacon names its
 * user in its body, never by cookie. The URL must already have passed core `safeUrl` and be http(s).
 */

/** POSTs `body` as JSON; resolves true for a 2xx answer, false for any other answer or a network failure. */
export async function postJsonBeacon(url: string, body: unknown): Promise<boolean> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
    return answer.ok;
  } catch {
    return false;
  }
}

/** Sends form parameters (Matomo's tracking HTTP API) by `navigator.sendBeacon`, else fetch with keepalive. */
export function sendFormBeacon(url: string, params: Record<string, string>): void {
  const body = new URLSearchParams(params);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body))
    return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
