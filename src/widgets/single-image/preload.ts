/**
 * The single-image widget's prefetch (src/embed/prefetch.ts): as soon as its chunk and settings are in, it asks
 * for the client's asset list and then for the picture the <picture> element will choose at this window width,
 * so a first-screen visual — often the host page's largest paint — does not wait for the translations, the
 * first render and the asset list in turn (issue 9, Lighthouse LCP). The rendered <img> then finds the
 * picture in the browser's cache. Failures are the rendered widget's to report.
 */
import type { WidgetPrefetchContext } from '../../contract/widget';
import { loadAssets } from '../../api/assets';
import type { SingleImageSettings } from './settings';
import { buildPictureSources } from './sources';

export function preloadPicture(settings: SingleImageSettings, context: WidgetPrefetchContext): void {
  loadAssets(context.api).then(
    (assets) => {
      const sources = buildPictureSources(settings.assetnames, assets, context.api.base);
      // The first <source> whose media matches, as the browser picks it; else the <img>'s own src.
      const url = sources.sources.find((source) => matchMedia(source.media).matches)?.srcset ?? sources.src;
      if (url && !context.signal.aborted) new Image().src = url;
    },
    () => undefined,
  );
}
