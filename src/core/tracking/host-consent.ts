// Only the type of consent-services: the runtime reads data-consent and should not carry that module's tables.
import type { ConsentChoice } from './consent-services';

/**
 * The words of `data-consent` (and of `CongressPortal.setConsent('…')`): the services the host's own consent
 * manager allows, separated by spaces or commas. `errors` is the error-monitoring service.
 */
const SERVICE_WORDS: Readonly<Record<string, keyof ConsentChoice>> = {
  analytics: 'analytics',
  errors: 'errorMonitoring',
  errormonitoring: 'errorMonitoring',
};

export interface HostConsentAttribute {
  /** The host manages consent: our banner stays closed and nothing is tracked until it says what is allowed. */
  hostManaged: true;
  /** What the host allows; null while it has not said (`host`, or an empty value). */
  choice: ConsentChoice | null;
  /** Words that are no service, for one warning. */
  unknown: string[];
}

/**
 * Reads a mount's `data-consent` (the host's cookie-consent decision). Present at all, it says the host
 * manages consent. `host` (or an empty value) says no more: nothing is allowed until the host decides
 * (`CongressPortal.setConsent()`). Otherwise the value lists what the host allows: `analytics`, `errors`, `all`,
 * or `none` — e.g. `data-consent="analytics errors"`. Unknown words are ignored and reported.
 * @example hostConsentAttribute('analytics') // { hostManaged: true, choice: { analytics: true, errorMonitoring: false }, unknown: [] }
 */
export function hostConsentAttribute(value: string): HostConsentAttribute {
  const words = value
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const unknown = words.filter((w) => !['host', 'all', 'none'].includes(w) && !Object.hasOwn(SERVICE_WORDS, w));
  const decided = words.filter((w) => w !== 'host' && !unknown.includes(w));
  if (decided.length === 0) return { hostManaged: true, choice: null, unknown };
  if (decided.includes('all'))
    return { hostManaged: true, choice: { analytics: true, errorMonitoring: true }, unknown };
  const choice: ConsentChoice = { analytics: false, errorMonitoring: false };
  for (const word of decided) if (word !== 'none') choice[SERVICE_WORDS[word]] = true;
  return { hostManaged: true, choice, unknown };
}

/** The warning for unknown words of `data-consent`, or null. */
export function hostConsentWarning(value: string, unknown: readonly string[]): string | null {
  if (unknown.length === 0) return null;
  return `data-consent="${value}": ${unknown.map((w) => `"${w}"`).join(', ')} ignored; expected host, none, all, analytics or errors`;
}
