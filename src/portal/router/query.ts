/**
 * Query parameters the portal honours on every route (spec 1 §2, §1; spec 3): `fakenow` (the clock),
 * `hidden` (show hidden page widgets) and `embedmode` (fill or default) travel with every portal navigation, so a
 * demo link or an embedding keeps working after a click; `newdesign` is kept in session storage instead (src/core/client/design-version.ts);
 * `token` and `jwtoken` are stripped once the sign-in ran (src/core/session/sign-in-query.ts).
 */
export const STICKY_QUERY_KEYS = ['fakenow', 'hidden', 'embedmode'] as const;

/** `target` (a query string) plus the sticky keys of `current` that `target` does not set itself. */
export function withStickyQuery(target: string, current: string): string {
  const next = new URLSearchParams(target);
  const now = new URLSearchParams(current);
  for (const key of STICKY_QUERY_KEYS) {
    if (!next.has(key) && now.has(key)) next.set(key, now.get(key) ?? '');
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** A query string as a plain object (the first value of a repeated key). */
export function queryObject(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (!(key in out)) out[key] = value;
  });
  return out;
}

/** True when the key is present, with any value ('?hidden' and '?hidden=1' both count). */
export const hasQueryKey = (search: string, key: string): boolean => new URLSearchParams(search).has(key);
