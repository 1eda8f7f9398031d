/**
 * Advertisements on listing and detail routes (spec 2 §1, spec 1 §5 and §9; issue 11 item 8): the client's list,
 * loaded once per portal, filtered by the route's ad tags, the active filters and the page's module values (core
 * `matchingAdvertisements`), highest boost first, in one labelled complementary region, each ad's visible
 * modules as widget cells. Shown after the route's own content, so an ad that arrives late pushes nothing the
 * reader is looking at; a failed list shows nothing (ads are optional; ./load-ads.ts).
 */
import { matchingAdvertisements, type AdContext } from '../../core/ads/match';
import { usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import { WidgetGrid } from '../grid/WidgetGrid';
import type { PageModule } from '../data/content';
import { loadAds } from './load-ads';

export function Ads({ context }: { context: AdContext }) {
  const portal = usePortal();
  const list = useAsync('ads', () => loadAds(portal.api));
  if (list.status !== 'done') return null;
  const ads = matchingAdvertisements(list.value, context);
  if (ads.length === 0) return null;
  return (
    <aside className="cp-ads" aria-label={portal.t('ads.label')}>
      {ads.map((ad) => (
        <div key={String(ad.id)} className="cp-ads__ad" data-ad={String(ad.id)}>
          <WidgetGrid modules={(ad.modules ?? []) as PageModule[]} hidden={false} context={portal} />
        </div>
      ))}
    </aside>
  );
}
