import { DESIGN_VERSION_DEFAULT, DESIGN_VERSIONS } from '../constants';
import type { StringStorage } from './storage';
import { readStorage, writeStorage } from './storage';

export type DesignVersion = (typeof DESIGN_VERSIONS)[number];

/** Session-storage key under which the chosen design version is kept (spec 1 §1). */
export const DESIGN_VERSION_STORAGE_KEY = 'designVersion';

/**
 * Design version chosen by the `newdesign` query value (spec 1 §1, spec 3 §2): `true` or empty selects v2, any
 * other value v1; `null`/`undefined` (key absent) chooses nothing.
 */
export function designVersionFromQuery(newdesign: unknown): DesignVersion | null {
  if (newdesign === undefined || newdesign === null) return null;
  if (Array.isArray(newdesign)) return designVersionFromQuery(newdesign[0] ?? '');
  const v = String(newdesign).trim().toLowerCase();
  return v === '' || v === 'true' ? 'v2' : 'v1';
}

/**
 * The design version for this page view (spec 1 §1, §9): the query choice, kept for the browser session
 * in the injected storage (sessionStorage in the browser); else the kept choice; else v1.
 */
export function resolveDesignVersion(
  newdesign: unknown,
  sessionStore: StringStorage | null | undefined,
): DesignVersion {
  const chosen = designVersionFromQuery(newdesign);
  if (chosen) {
    writeStorage(sessionStore, DESIGN_VERSION_STORAGE_KEY, chosen);
    return chosen;
  }
  const kept = readStorage(sessionStore, DESIGN_VERSION_STORAGE_KEY);
  return (DESIGN_VERSIONS as readonly string[]).includes(kept ?? '') ? (kept as DesignVersion) : DESIGN_VERSION_DEFAULT;
}
