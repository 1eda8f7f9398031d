/**
 * The client's advertisement list, GET {client}/ad (docs/api.md "Advertisements"): loaded once per API client and
 * kept. A failed load shows no ads (they are optional) and is said once in the console, but is not kept: the next
 * route asks again, so one network hiccup does not hide the ads for the rest of the visit.
 */
import type { ApiClient } from '../../api/types';

const kept = new WeakMap<ApiClient, Promise<unknown[]>>();
const warned = new WeakSet<ApiClient>();

export function loadAds(api: ApiClient): Promise<unknown[]> {
  let pending = kept.get(api);
  if (!pending) {
    pending = api.get<{ data?: unknown }>(`${encodeURIComponent(api.client)}/ad`).then(
      (answer) => (Array.isArray(answer?.data) ? answer.data : []),
      (error: unknown) => {
        kept.delete(api);
        if (!warned.has(api)) console.warn('[CongressPortal] advertisements could not be loaded', error);
        warned.add(api);
        return [];
      },
    );
    kept.set(api, pending);
  }
  return pending;
}
