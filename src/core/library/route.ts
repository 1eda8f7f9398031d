import { nonEmptyString } from '../values';

/** A named-route location as the portal router takes it. */
export interface RouteLocation {
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** The `group` and `project` params of a route, when present and non-blank. */
export function scopeParams(params: unknown): { group?: string; project?: string } {
  const p = (params ?? {}) as Record<string, unknown>;
  const group = nonEmptyString(p.group);
  const project = nonEmptyString(p.project);
  return { ...(group ? { group } : {}), ...(project ? { project } : {}) };
}

/** Query values as strings: arrays give their first entry, null/undefined/objects are dropped. */
export function stringQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [k, raw] of Object.entries(query as Record<string, unknown>)) {
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[k] = String(v);
  }
  return out;
}

/**
 * The library route of a scope: Group{suffix} when a group param exists, else Project{suffix}, else {global}.
 * Example: ('CongressResources') → GroupCongressResources / ProjectCongressResources / CongressResources.
 */
export function scopedRoute(
  suffix: string,
  params: unknown,
  globalName: string = suffix,
): { name: string; params: Record<string, string> } {
  const s = scopeParams(params);
  if (s.group) return { name: `Group${suffix}`, params: { group: s.group } };
  if (s.project) return { name: `Project${suffix}`, params: { project: s.project } };
  return { name: globalName, params: {} };
}
