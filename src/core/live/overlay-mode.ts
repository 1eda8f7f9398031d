import { EVENT_OVERLAY_WINDOWS_MS } from '../constants';
import { asRecord, isOn, nonEmptyString, toTime } from '../values';
import { safeUrl } from '../url/safe-url';

export type OverlayMode = 'live' | 'library' | 'crs';

export interface OverlayModeInput {
  /** The event shown (datestart, dateend). */
  event: unknown;
  /** Epoch ms. */
  now: number;
  /** Whether the event is live now (it is a channel's current event and the channel is on air). */
  isLive?: boolean;
  /** The `mode` query value, if any. */
  queryMode?: unknown;
}

/**
 * Spec 3 §2 Event overlay dialog, §9 windows. Order of the rules:
 * 1. live when the event is live, or when the query mode is live and now lies between 5 minutes
 *    before start and 10 minutes after end (both inclusive);
 * 2. library when now is past 1 hour after end;
 * 3. crs from 5 minutes before start on (this includes 10 minutes to 1 hour after end);
 * 4. a query mode other than live (library or crs) overrides the computed mode.
 * Null means no mode yet: the event is more than 5 minutes away (or has no usable dates).
 */
export function eventOverlayMode({ event, now, isLive = false, queryMode }: OverlayModeInput): OverlayMode | null {
  const e = asRecord(event);
  const start = toTime(e?.datestart);
  const end = toTime(e?.dateend) ?? start;
  const query = nonEmptyString(queryMode)?.toLowerCase() ?? null;
  let mode: OverlayMode | null = null;
  const inLiveWindow =
    start !== null &&
    end !== null &&
    now >= start - EVENT_OVERLAY_WINDOWS_MS.upcomingBeforeStart &&
    now <= end + EVENT_OVERLAY_WINDOWS_MS.liveModeAfterEnd;
  if (isLive || (query === 'live' && inLiveWindow)) mode = 'live';
  else if (end !== null && now > end + EVENT_OVERLAY_WINDOWS_MS.libraryAfterEnd) mode = 'library';
  else if (start !== null && now >= start - EVENT_OVERLAY_WINDOWS_MS.upcomingBeforeStart) mode = 'crs';
  if (query === 'library' || query === 'crs') mode = query;
  return mode;
}

export type OverlayButton =
  | { kind: 'eventDetails'; href: string }
  | { kind: 'meetTheExperts'; href: string }
  | { kind: 'live' }
  | { kind: 'library' };

/**
 * Spec 3 §2 Event overlay dialog: the buttons that apply, in the order the dialog chooses them:
 * event details link, meet-the-experts link, live button (live mode, not for onsiteOnly events),
 * view-in-library button (library or crs mode). The dialog shows the first; the list is for tests
 * and for layouts that show all.
 */
export function overlayButtons(event: unknown, mode: OverlayMode | null): OverlayButton[] {
  const e = asRecord(event);
  const buttons: OverlayButton[] = [];
  // Links from event data pass the URL gate (src/core/url/safe-url.ts); an unsafe one gives no button.
  const details = safeUrl(e?.eventDetailsLink);
  if (details) buttons.push({ kind: 'eventDetails', href: details });
  const experts = safeUrl(e?.meetTheExpertsLink);
  if (experts) buttons.push({ kind: 'meetTheExperts', href: experts });
  if (mode === 'live' && !isOn(e?.onsiteOnly)) buttons.push({ kind: 'live' });
  if (mode === 'library' || mode === 'crs') buttons.push({ kind: 'library' });
  return buttons;
}

/** The single button the overlay dialog shows (first of `overlayButtons`), or null. */
export function overlayButton(event: unknown, mode: OverlayMode | null): OverlayButton | null {
  return overlayButtons(event, mode)[0] ?? null;
}

/** A chosen overlay button with its target: the event's own links, or the live / library links the caller knows. */
export interface OverlayAction {
  kind: OverlayButton['kind'];
  href: string;
}

/**
 * Spec 3 §2 Event overlay dialog: the one button the dialog shows — the first of event details link,
 * meet-the-experts link, live button (live mode, not onsiteOnly), view-in-library button (library or crs mode)
 * that has a target. `targets` are the live and library links of the caller (a URL pattern, a route), already
 * through the URL gate; a button without a target is passed over. Null: no button.
 */
export function overlayAction(
  event: unknown,
  mode: OverlayMode | null,
  targets: { live: string | null; library: string | null },
): OverlayAction | null {
  for (const button of overlayButtons(event, mode)) {
    const href = 'href' in button ? button.href : targets[button.kind];
    if (href) return { kind: button.kind, href };
  }
  return null;
}
