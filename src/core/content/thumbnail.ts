import { asRecord, nonEmptyString } from '../values';
import type { ScheduleStatus } from './schedule-status';
import { safeUrl } from '../url/safe-url';

/**
 * The client configuration's `clientAssets` (spec 1 §3) name assets (`"fallback-lecture": "fallback-lecture"`); the
 * asset map (GET assets) gives each name's URL. Returns the same keys with URLs, null where a name is not in the map
 * — so a bare asset name is never requested as if it were an address.
 * @example resolveClientAssets({ logo: 'logo-demo' }, { 'logo-demo': '/a/logo.svg' }) // { logo: '/a/logo.svg' }
 */
export function resolveClientAssets(clientAssets: unknown, assetMap: unknown): Record<string, string | null> {
  const map = asRecord(assetMap);
  return Object.fromEntries(
    Object.entries(asRecord(clientAssets) ?? {}).map(([key, name]) => {
      const url = typeof name === 'string' && map && Object.hasOwn(map, name) ? map[name] : undefined;
      return [key, typeof url === 'string' ? url : null];
    }),
  );
}

/**
 * Client asset for the status placeholder (spec 2 §4: processing and scheduled may use a client image): the
 * clientAssets key processingThumbnail or scheduledThumbnail (spec 1 §3). Null → the UI shows the status icon.
 */
export function statusThumbnailAsset(clientAssets: unknown, status: ScheduleStatus): string | null {
  const a = asRecord(clientAssets);
  return safeUrl(a?.[status === 'scheduled' ? 'scheduledThumbnail' : 'processingThumbnail']);
}

/**
 * Fallback when a resource thumbnail fails to load (spec 2 §8, spec 3 §8): the client asset named
 * `fallback-{crtype}` (the naming of the reference dataset, e.g. fallback-lecture). Null → the UI shows an icon.
 */
export function thumbnailFallbackAsset(clientAssets: unknown, crtype: unknown): string | null {
  const type = nonEmptyString(crtype)?.toLowerCase();
  return type ? safeUrl(asRecord(clientAssets)?.[`fallback-${type}`]) : null;
}
