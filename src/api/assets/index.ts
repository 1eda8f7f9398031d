/** The client's asset map (single-image, package), GET assets?client= → `{ data: { name: url } }`, once per API client. */
import type { ApiClient } from '../types';

const cache = new WeakMap<ApiClient, Promise<Record<string, unknown>>>();

export function loadAssets(api: ApiClient): Promise<Record<string, unknown>> {
  let pending = cache.get(api);
  if (!pending) {
    pending = api.get<{ data?: unknown }>('assets', { client: api.client }).then((answer) => {
      const data = answer?.data;
      return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    });
    pending.catch(() => cache.delete(api));
    cache.set(api, pending);
  }
  return pending;
}
