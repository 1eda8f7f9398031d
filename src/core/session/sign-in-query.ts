/** Query keys that carry sign-in tokens and are stripped from the URL after sign-in (spec 1 §2, spec 3 §6). */
export const SIGN_IN_QUERY_KEYS = ['token', 'jwtoken'] as const;

function queryKey(part: string): string {
  const raw = part.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The URL without its sign-in token query keys (spec 1 §2, spec 3 §6). Works on absolute and relative URLs; the
 * other query parts are kept byte for byte and in order, the hash too. Non-strings give ''.
 * @example stripSignInTokens('/esc2026/crs/a?token=x&page=2#t') // '/esc2026/crs/a?page=2#t'
 */
export function stripSignInTokens(url: string): string {
  if (typeof url !== 'string') return '';
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return url;
  const parts = beforeHash.slice(queryAt + 1).split('&');
  const kept = parts.filter((p) => !(SIGN_IN_QUERY_KEYS as readonly string[]).includes(queryKey(p)));
  if (kept.length === parts.length) return url;
  const query = kept.filter((p) => p !== '').join('&');
  return beforeHash.slice(0, queryAt) + (query ? `?${query}` : '') + hash;
}
