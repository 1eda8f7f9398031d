/**
 * The PROMO flag of the resource a route shows (spec 1 §5: "a resource flagged PROMO = yes is open without
 * checks"): CRDetail's resource is asked for once, before the access check, and the answer is handed to the page so
 * it is not asked for twice. Other routes show no single resource (no flag). A failed lookup gives no flag: the
 * route is then checked as usual.
 */
import type { ApiClient } from '../../api/types';
import { timedCache } from '../../api/timed-cache';
import { SEARCH_CACHE_MS } from '../../core/constants';
import { asRecord } from '../../core/values';
import { escapeFilterValue } from '../../core/filter/filter-value';

type Item = Record<string, unknown>;

// Handed over within the 10 s search cache (spec 1 §9); taken once by the page.
const handoff = timedCache<Promise<Item | null>>(SEARCH_CACHE_MS, 8);
const keyOf = (project: string, slug: string) => `${project}/${slug}`;

/** The resource of CRDetail `{project, slug}`, kept for the page (which calls `takeRouteResource`). */
function loadRouteResource(api: ApiClient, project: string, slug: string, signal?: AbortSignal): Promise<Item | null> {
  const key = keyOf(project, slug);
  const answer = api
    .list<Item>(
      'congressresources',
      // The filter grammar by hand (not the API's buildFilter): the portal's first route stays within its budget.
      {
        filter: `project==${escapeFilterValue(project)};slug==${escapeFilterValue(slug)}`,
        limit: 1,
        include_denied: true,
      },
      { signal },
    )
    .then((list) => asRecord(list?.data?.[0]));
  handoff.set(api, key, answer);
  answer.catch(() => handoff.delete(api, key));
  return answer;
}

/** The resource the access check loaded for this page, once; undefined when there is none to take. */
export function takeRouteResource(api: ApiClient, project: string, slug: string): Promise<Item | null> | undefined {
  const key = keyOf(project, slug);
  const kept = handoff.get(api, key);
  if (kept) handoff.delete(api, key);
  return kept;
}

/** The PROMO value of the route's resource (undefined when the route shows none or the lookup failed). */
export async function promoOfRoute(
  api: ApiClient,
  match: { name: string; params: Record<string, string> },
  signal?: AbortSignal,
): Promise<unknown> {
  const { project, slug } = match.params;
  if (match.name !== 'CRDetail' || !project || !slug) return undefined;
  try {
    return (await loadRouteResource(api, project, slug, signal))?.PROMO;
  } catch {
    return undefined;
  }
}
