/**
 * The client's asset map for the list widgets' fallback thumbnails (spec 2 §8, spec 3 §8): `clientAssets` only name
 * assets (core `resolveClientAssets`). Loaded only once a list shows a resource without a thumbnail — most lists
 * never need it — and then from single-image's chunk, where the asset map's loader lives (rollup.config.ts), so a
 * list widget's first load asks for no more than before.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/types';

export function useAssetMap(api: ApiClient, needed: boolean): Record<string, unknown> {
  const [map, setMap] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    import('../../../api/assets')
      .then((m) => m.loadAssets(api))
      .then(
        (loaded) => {
          if (live) setMap(loaded);
        },
        (error: unknown) => {
          console.warn(
            '[CongressPortal] list widget: the client assets could not be loaded (fallback thumbnails).',
            error,
          );
        },
      );
    return () => {
      live = false;
    };
  }, [api, needed]);
  return map;
}
