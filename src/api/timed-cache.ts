/**
 * Answers kept for a while, per API client (spec 1 §9: "search cache 10 s; page cache 1000 s"): the autocomplete's
 * and the library listings' answers (./autocomplete.ts, src/portal/library/data.ts) and the client pages
 * (src/portal/data/content.ts). An entry older than the age limit
 * is gone; past the entry cap the oldest goes first. Per API client, so two mounts for two clients never share.
 */
import type { ApiClient } from './types';

export interface TimedCache<V> {
  /** The value kept for `key`, unless it is `maxAgeMs` old at `at`. */
  get(api: ApiClient, key: string, at?: number): V | undefined;
  set(api: ApiClient, key: string, value: V, at?: number): void;
  delete(api: ApiClient, key: string): void;
  /** Forgets every entry of `api`. */
  clear(api: ApiClient): void;
}

export function timedCache<V>(maxAgeMs: number, maxEntries: number): TimedCache<V> {
  const maps = new WeakMap<ApiClient, Map<string, { at: number; value: V }>>();
  const mapOf = (api: ApiClient) => {
    let map = maps.get(api);
    if (!map) maps.set(api, (map = new Map()));
    return map;
  };
  return {
    get(api, key, at = Date.now()) {
      const map = maps.get(api);
      const hit = map?.get(key);
      if (!hit) return undefined;
      if (at - hit.at < maxAgeMs) return hit.value;
      map!.delete(key);
      return undefined;
    },
    set(api, key, value, at = Date.now()) {
      const map = mapOf(api);
      map.delete(key); // re-inserted last: the cap drops the oldest first
      map.set(key, { at, value });
      while (map.size > maxEntries) map.delete(map.keys().next().value as string);
    },
    delete(api, key) {
      maps.get(api)?.delete(key);
    },
    clear(api) {
      maps.delete(api);
    },
  };
}
