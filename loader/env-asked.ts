/**
 * Whether anyone asked this page for an API environment (spec 1 §7): `?cp-env=` or a tester's remembered choice.
 * Only then does the loader core import the environment switch (loader/environment.ts): a visitor's page, where
 * nobody asked, uses production (data-api) without carrying the switch.
 */

/**
 * localStorage key remembering a tester's environment choice (spec 1 §7: "saved in local storage"),
 * namespaced because it lives in the host page's storage.
 */
export const ENV_STORAGE_KEY = 'congress-portal:env';
/** Query parameter switching the environment: `?cp-env=staging`; `?cp-env=production` goes back. */
export const ENV_QUERY_PARAM = 'cp-env';

/** The page's storage, or undefined where it is blocked (privacy settings, sandboxed frames). */
export function storage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** The environment asked for by the query, else by the remembered choice; null when nobody asked. */
export function askedEnvironment(win: Window): { query: string | null; stored: string | null } | null {
  const query = new URLSearchParams(win.location.search).get(ENV_QUERY_PARAM);
  const stored = storage(win)?.getItem(ENV_STORAGE_KEY) ?? null;
  return query || stored ? { query, stored } : null;
}
