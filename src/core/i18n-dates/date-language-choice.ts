import { defaultDateLanguage, type DateLanguage } from './date-language';
import { nonEmptyString } from '../values';

/**
 * The date language of the portal: a language the visitor chose (footer select) decides when it is en or de;
 * without a choice, the spec's default rule (spec 1 §9: German if the browser or default language is de).
 */
export function dateLanguageOf(chosen: unknown, browserLanguage: unknown, defaultLanguage: unknown): DateLanguage {
  const c = nonEmptyString(chosen)?.toLowerCase().split(/[-_]/)[0];
  if (c === 'de' || c === 'en') return c;
  return defaultDateLanguage(browserLanguage, defaultLanguage);
}
