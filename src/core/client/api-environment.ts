/** Named API environments (spec 1 §7: selectable, saved in local storage). */
export const API_ENVIRONMENTS = ['production', 'staging', 'shim', 'local'] as const;
export type ApiEnvironment = (typeof API_ENVIRONMENTS)[number];

/** Local-storage key holding the chosen API environment (spec 1 §7). */
export const API_ENVIRONMENT_STORAGE_KEY = 'apiEnvironment';

/**
 * The API environment for a stored (or `data-env`) value (spec 1 §7): one of production, staging, shim, local,
 * compared case-insensitively; anything else (missing, unknown, not a string) is production.
 */
export function apiEnvironmentFrom(stored: unknown): ApiEnvironment {
  const v = typeof stored === 'string' ? stored.trim().toLowerCase() : '';
  return (API_ENVIRONMENTS as readonly string[]).includes(v) ? (v as ApiEnvironment) : 'production';
}

/**
 * The base URL for the stored environment from a table of base URLs; falls back to the production entry
 * when the chosen environment has no usable URL. Returns null when neither exists.
 */
export function apiBaseUrl(
  stored: unknown,
  baseUrls: Partial<Record<ApiEnvironment, unknown>> | null | undefined,
): string | null {
  const table = baseUrls ?? {};
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return pick(table[apiEnvironmentFrom(stored)]) ?? pick(table.production);
}
