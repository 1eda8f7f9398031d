/**
 * Client overrides of translation keys: GET {client}/translations/{lang} → `{ data: { key: text } }`
 * (docs/api.md). Loaded once per client and language; a failure only costs the overrides (logged).
 */
import type { ApiClient } from './types';

const cache = new Map<string, Promise<Record<string, string>>>();

function onlyStrings(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string')) as Record<
    string,
    string
  >;
}

export function loadClientTranslations(api: ApiClient, lang: string): Promise<Record<string, string>> {
  const key = `${api.base}|${api.client}|${lang}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = api
      .get<{ data?: unknown }>(`${encodeURIComponent(api.client)}/translations/${encodeURIComponent(lang)}`)
      .then((answer) => onlyStrings(answer?.data))
      .catch((error: unknown) => {
        console.warn('[CongressPortal] client translations could not be loaded; using built-in texts.', error);
        cache.delete(key);
        return {};
      });
    cache.set(key, pending);
  }
  return pending;
}
