import { CONSENT_NOT_ALLOWED, PUBLISHED_STATUS, UPCOMING_EVENT_STATUS } from '../constants';
import { toNumber } from '../values';

/** Status 6: published / ready / playable (spec 1 §9, spec 2 §4). Numbers as strings are accepted. */
export function isPublished(item: unknown): boolean {
  return toNumber((item as Record<string, unknown> | null)?.status) === PUBLISHED_STATUS;
}

/** Event status 2: upcoming / scheduled (spec 2 §4, spec 3 §3). */
export function isUpcomingEvent(item: unknown): boolean {
  return toNumber((item as Record<string, unknown> | null)?.status) === UPCOMING_EVENT_STATUS;
}

/** consent 0 = not allowed on demand (spec 1 §9). A missing consent is allowed. */
export function isConsentDenied(value: unknown): boolean {
  return toNumber(value) === CONSENT_NOT_ALLOWED;
}

/**
 * The player (or poster) shows only for status 6 and consent not 0 (spec 2 §4, spec 3 §4); otherwise the status
 * thumbnail or icon is shown.
 */
export function showsPlayer(resource: unknown): boolean {
  return isPublished(resource) && !isConsentDenied((resource as Record<string, unknown> | null)?.consent);
}

/** A consent notice: translation key plus the default text used when the key has no translation. */
export interface ConsentNotice {
  key: string;
  defaultText: string;
}

/** consentLive 0: the presentation is not broadcast (spec 2 §4, spec 3 §4). */
export const CONSENT_LIVE_DENIED_NOTICE: ConsentNotice = {
  key: 'consent.notBroadcast',
  defaultText: "This presentation is not broadcast at the speaker's request.",
};

/** consent 0: the presentation is not available on demand; no player (spec 2 §4, spec 3 §4). */
export const CONSENT_DENIED_NOTICE: ConsentNotice = {
  key: 'consent.notOnDemand',
  defaultText: "This presentation is not available on demand at the speaker's request.",
};

/** The consent notices a resource or event needs, in display order (consentLive first, then consent). */
export function consentNotices(item: unknown): ConsentNotice[] {
  const o = (item ?? {}) as Record<string, unknown>;
  const out: ConsentNotice[] = [];
  if (isConsentDenied(o.consentLive)) out.push(CONSENT_LIVE_DENIED_NOTICE);
  if (isConsentDenied(o.consent)) out.push(CONSENT_DENIED_NOTICE);
  return out;
}
