/**
 * CRDetail's badges (spec 2 §2 "access badge and extra badge images"): the access badge as a translated chip (spec 1
 * §4 precedence), then each extra badge as the image of its client asset `badge.{name}` (core `extraBadges`, URLs
 * through the URL gate). A badge without such an asset shows nothing and is said once in the console (spec 2 §8
 * "missing badge assets: logged only"), once the asset map has answered: while it loads nothing is missing yet.
 */
import { useEffect } from 'react';
import { accessBadge, extraBadges } from '../../core/content/badge';
import { useAssetsAnswer } from '../data/use-assets';
import { usePortal } from '../app-context';
import type { Item } from './data';

/** Badge names already reported on this page, so re-renders and revisits do not repeat the message. */
const reported = new Set<string>();

export function Badges({ item }: { item: Item }) {
  const { t, clientConfig } = usePortal();
  const assets = useAssetsAnswer();
  const access = accessBadge(item);
  const { images, missing } = extraBadges(
    item,
    clientConfig?.clientAssets,
    assets.status === 'done' ? assets.value : {},
  );
  const settled = assets.status !== 'loading';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the missing names by value (a new array each render)
  useEffect(() => {
    if (!settled) return;
    for (const name of missing.filter((n) => !reported.has(n))) {
      reported.add(name);
      console.warn(`[CongressPortal] badge "${name}" has no image: the client assets have no usable "badge.${name}"`);
    }
  }, [settled, missing.join(',')]);
  if (!access && !images.length) return null;
  return (
    <ul className="cp-detail__badges" aria-label={t('detail.badges')}>
      {access ? <li className={`cp-badge cp-badge--${access}`}>{t(`detail.badge.${access}`)}</li> : null}
      {images.map((b) => (
        <li key={b.name} className="cp-badge cp-badge--image">
          <img src={b.src} alt={b.name} />
        </li>
      ))}
    </ul>
  );
}
