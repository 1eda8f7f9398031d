/**
 * `createTranslate(locale, tables, overrides)`: one key is looked up in the client's overrides (GET
 * {client}/translations/{lang}), then in each message table in order (widget messages before common
 * messages), first in the locale, then in English; a key found nowhere is returned as is so a missing text
 * is visible, not blank. `{name}` placeholders are filled from `params`.
 *
 * @example
 * const t = createTranslate('de', [widgetMessages, commonMessages], { 'action.retry': 'Nochmal' });
 * t('error.unknownWidget', { widget: 'foo' });
 */
import type { Messages, Translate } from './types';

export type SupportedLocale = keyof Messages;
export const SUPPORTED_LOCALES: readonly SupportedLocale[] = ['en', 'de'];
export const FALLBACK_LOCALE: SupportedLocale = 'en';

/** `de-AT` → `de`; anything unsupported → `en`. */
export function toSupportedLocale(locale: string | null | undefined): SupportedLocale {
  const primary = String(locale ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(primary) ? (primary as SupportedLocale) : FALLBACK_LOCALE;
}

export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

export function createTranslate(
  locale: string,
  tables: readonly Messages[],
  overrides: Record<string, string> | null = null,
): Translate {
  const lang = toSupportedLocale(locale);
  const lookup = (key: string): string | undefined => {
    const override = overrides?.[key];
    if (typeof override === 'string' && override !== '') return override;
    for (const table of tables) {
      const text = table?.[lang]?.[key];
      if (typeof text === 'string') return text;
    }
    for (const table of tables) {
      const text = table?.[FALLBACK_LOCALE]?.[key];
      if (typeof text === 'string') return text;
    }
    return undefined;
  };
  return (key, params) => fillPlaceholders(lookup(key) ?? key, params);
}
