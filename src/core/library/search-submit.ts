import type { RouteLocation } from './route';
import { scopedRoute, stringQuery } from './route';

/** Routes whose search submit goes to the global Library (spec 2 §2, spec 3 §2 Header). */
export const SEARCH_TO_LIBRARY_ROUTES = ['Home', 'SpeakerDetail', 'Packages', 'PackageDetail'] as const;

/**
 * Search-submit target (spec 2 §2, spec 3 §2): an empty (blank) query is ignored (null). From Home,
 * SpeakerDetail, Packages or PackageDetail → Library with q. With search scope 'reset' → the group, project or
 * global Library with q. Otherwise q is added to the current route's query (page reset).
 */
export function searchSubmitTarget(input: {
  q: unknown;
  current: { name?: unknown; params?: unknown; query?: unknown };
  scope?: unknown;
}): RouteLocation | null {
  const q = typeof input?.q === 'string' ? input.q.trim() : '';
  if (!q) return null;
  const name = typeof input.current?.name === 'string' ? input.current.name : '';
  if ((SEARCH_TO_LIBRARY_ROUTES as readonly string[]).includes(name))
    return { name: 'Library', params: {}, query: { q } };
  if (input.scope === 'reset') return { ...scopedRoute('Library', input.current?.params), query: { q } };
  const query = stringQuery(input.current?.query);
  delete query.page;
  return { name: name || 'Library', params: stringQuery(input.current?.params), query: { ...query, q } };
}
