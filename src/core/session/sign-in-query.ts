/** Query keys that carry sign-in tokens and are stripped from the URL after sign-in (spec 1 §2, spec 3 §6). */
export const SIGN_IN_QUERY_KEYS = ['token', 'jwtoken'] as const;

const BASE = 'http://base.invalid';

/**
 * The URL without its sign-in token query keys (spec 1 §2, spec 3 §6). Absolute URLs stay absolute, relative ones
 * relative; other query keys, their order and the hash are kept. Unparseable input is returned unchanged.
 * @example stripSignInTokens('/esc2026/crs/a?token=x&page=2#t') // '/esc2026/crs/a?page=2#t'
 */
export function stripSignInTokens(url: string): string {
  if (typeof url !== 'string') return '';
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return url;
  }
  let changed = false;
  for (const key of SIGN_IN_QUERY_KEYS) {
    if (parsed.searchParams.has(key)) {
      parsed.searchParams.delete(key);
      changed = true;
    }
  }
  if (!changed) return url;
  const rest = parsed.pathname + (parsed.search === '?' ? '' : parsed.search) + parsed.hash;
  return parsed.origin === BASE && !url.startsWith(BASE) ? (url.startsWith('/') ? rest : rest.slice(1)) : parsed.origin + rest;
}
