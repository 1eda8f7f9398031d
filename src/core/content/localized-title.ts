import { isOn, nonEmptyString } from '../values';

/**
 * Localised title choice (spec 2 §5, §2): with the client's useLanguageInSearch set to 1, the `{locale}_title`
 * (e.g. de_title) is preferred when present; otherwise, or when it is blank, the default title. Always a string.
 */
export function localizedTitle(item: unknown, locale: unknown, useLanguageInSearch: unknown): string {
  const o = (item ?? {}) as Record<string, unknown>;
  const loc = nonEmptyString(locale)?.toLowerCase().split(/[-_]/)[0];
  if (loc && isOn(useLanguageInSearch)) {
    const local = nonEmptyString(o[`${loc}_title`]);
    if (local) return local;
  }
  return nonEmptyString(o.title) ?? '';
}
