/**
 * The Q&A chat's rules (spec 3 §3, §6, §8), apart from the support chat's (chat.ts) so that the two widget chunks
 * share only the user's name rule.
 */
import { asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';
import { userName } from './chat';

/**
 * Spec 3 §6: the Q&A embed passes a logged-in user's {name} and {email} as prefilled query values.
 * `{name}` and `{email}` placeholders in the provider URL are replaced (URL-encoded; empty when
 * unknown or when nobody is logged in). The name falls back to first plus last name.
 */
export function qaPrefillUrl(providerUrl: unknown, user: unknown): string | null {
  const url = nonEmptyString(providerUrl);
  if (url === null) return null;
  const name = userName(user) ?? '';
  const email = nonEmptyString(asRecord(user)?.email) ?? '';
  return safeUrl(url.replace(/\{name\}/g, encodeURIComponent(name)).replace(/\{email\}/g, encodeURIComponent(email)));
}

/** Spec 3 §8: the Q&A widget with no event id shows a chat-disabled text. */
export function qaChatDisabled(eventId: unknown): boolean {
  return nonEmptyString(eventId) === null;
}

/** The Q&A provider's page (Slido); `{eventId}`, `{name}` and `{email}` are replaced. Configurable per widget. */
export const DEFAULT_QA_PROVIDER_URL = 'https://app.sli.do/event/{eventId}?user_name={name}&user_email={email}';
/** The Q&A provider's join link, drawn as a QR code; `{eventId}` and `{eventCode}` are replaced. */
export const DEFAULT_QA_JOIN_URL = 'https://app.sli.do/event/{eventId}';
/** Spec 3 §6: the QR code of the join link has a margin of 2 modules. */
export const QA_QR_MARGIN = 2;

/**
 * Spec 3 §3 Q&A chat widget (slidoEventId, slidoEventCode, channel) and §3 CurrentEvent (slidoEventId,
 * slidoEventCode): a widget that follows a channel takes the current event's Q&A event when it has one, else
 * its own settings. The code loses a leading '#'.
 */
export function qaEventOf(
  settings: unknown,
  currentEvent: unknown,
): { eventId: string | null; eventCode: string | null } {
  const own = asRecord(settings);
  const live = asRecord(currentEvent);
  const liveId = nonEmptyString(live?.slidoEventId);
  const source = liveId !== null ? live : own;
  const code = nonEmptyString(source?.slidoEventCode);
  return {
    eventId: nonEmptyString(source?.slidoEventId),
    eventCode: code === null ? null : code.replace(/^#/, '') || null,
  };
}

/**
 * Spec 3 §6 Q&A provider page: the provider URL pattern with the event id (URL-encoded) and the signed-in
 * user's {name} and {email} prefilled (qaPrefillUrl), through the URL gate. Null without an event id or
 * when the gate refuses the pattern.
 */
export function qaFrameUrl(pattern: unknown, eventId: unknown, user: unknown): string | null {
  const id = nonEmptyString(eventId);
  const url = nonEmptyString(pattern) ?? DEFAULT_QA_PROVIDER_URL;
  return id === null ? null : qaPrefillUrl(url.replace(/\{eventId\}/g, encodeURIComponent(id)), user);
}

/**
 * Spec 3 §6: the join link the QR code encodes — the join pattern with {eventId} and {eventCode}, through the
 * URL gate and absolute (a QR code is read by another device). Null when empty, refused or relative
 * (bad input: "a QR join link that is empty").
 */
export function qaJoinUrl(pattern: unknown, eventId: unknown, eventCode: unknown): string | null {
  const url = (nonEmptyString(pattern) ?? DEFAULT_QA_JOIN_URL)
    .replace(/\{eventId\}/g, encodeURIComponent(nonEmptyString(eventId) ?? ''))
    .replace(/\{eventCode\}/g, encodeURIComponent(nonEmptyString(eventCode) ?? ''));
  const safe = safeUrl(url);
  return safe !== null && /^https?:\/\/[^/?#]+/i.test(safe) ? safe : null;
}

/**
 * The provider frame's `sandbox`. The provider's app needs scripts, forms (questions), pop-ups (its sign-in) and,
 * on its own origin, that origin (its session). A frame on the page's own origin with both `allow-scripts` and
 * `allow-same-origin` could remove its own sandbox (the browser says so in the console), so there it runs on an
 * opaque origin instead: still sandboxed, and the page stays quiet. `frameUrl` may be relative to `pageUrl`.
 */
export function qaFrameSandbox(frameUrl: string, pageUrl: string): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(frameUrl, pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    // An address that does not parse is treated as the page's own: the stricter sandbox.
  }
  return sameOrigin
    ? 'allow-scripts allow-forms allow-popups'
    : 'allow-scripts allow-same-origin allow-forms allow-popups';
}
