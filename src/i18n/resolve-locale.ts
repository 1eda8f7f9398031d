/**
 * Locale of a mount: `options.locale` ← the loader's `data-locale` ← the client's default language ← `en`.
 */
import type { ClientConfig } from '../core/types';

/** The client's default language: the one whose pivot says default, else the first one. */
export function clientDefaultLanguage(config: ClientConfig | null | undefined): string | undefined {
  const languages = Array.isArray(config?.languages) ? config.languages : [];
  const flagged = languages.find((lang) => lang?.pivot?.default === true || Number(lang?.pivot?.default) === 1);
  const code = (flagged ?? languages[0])?.short_code;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
}

export function resolveLocale(
  optionLocale: string | undefined,
  initLocale: string | undefined,
  config: ClientConfig | null | undefined,
): string {
  for (const candidate of [optionLocale, initLocale, clientDefaultLanguage(config)]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return 'en';
}
