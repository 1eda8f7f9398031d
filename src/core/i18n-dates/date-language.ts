import { nonEmptyString } from '../values';

export type DateLanguage = 'de' | 'en';

/**
 * Default date language (spec 1 §9): German if the browser language or the default language is de (also
 * regional forms such as de-AT), else English.
 */
export function defaultDateLanguage(browserLanguage: unknown, defaultLanguage: unknown): DateLanguage {
  const isDe = (v: unknown) => nonEmptyString(v)?.toLowerCase().split(/[-_]/)[0] === 'de';
  return isDe(browserLanguage) || isDe(defaultLanguage) ? 'de' : 'en';
}
