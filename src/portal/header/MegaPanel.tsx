import type { MenuItem } from '../../core/types';
import { usePortal } from '../app-context';
import { MenuLink } from './menu-links';
import type { NavData } from './nav-data';
import { useAssetUrl } from './use-assets';

/** The spotlights mega menu: a card per item with its image (assetname), and the item's own link as "all". */
export function MegaPanel({
  item,
  entries,
  nav,
  level,
  onNavigate,
}: {
  item: MenuItem;
  entries: MenuItem[];
  nav: NavData;
  level: string;
  onNavigate?(): void;
}) {
  const { t } = usePortal();
  const src = useAssetUrl();
  const all = nav.resolve(item);
  return (
    <div className="cp-mega__inner">
      <ul className="cp-mega__grid">
        {entries.map((entry) => {
          const link = nav.resolve(entry);
          if (link.kind === 'none') return null;
          const image = src(entry.assetname);
          return (
            <li key={String(entry.id)} className="cp-mega__card">
              <MenuLink link={link} className="cp-mega__link" level={level} onNavigate={onNavigate}>
                <span className="cp-mega__image">
                  {image ? <img src={image} alt="" width={480} height={270} /> : null}
                </span>
                <span className="cp-mega__title">{entry.text}</span>
              </MenuLink>
            </li>
          );
        })}
      </ul>
      {all.kind !== 'none' ? (
        <MenuLink link={all} className="cp-mega__all" level={level} onNavigate={onNavigate}>
          {t('nav.spotlights.all')}
        </MenuLink>
      ) : null}
    </div>
  );
}
