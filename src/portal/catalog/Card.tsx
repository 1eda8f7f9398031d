/**
 * One package or spotlight in a list (spec 2 §3): the full layout shows image, title, subline, 'compiled by'
 * author, date and topics; the small layout (spotlights) title and topics; education items title and description.
 * Titles are core `catalogTitle` (250).
 */
import {
  catalogImageName,
  catalogTitle,
  topicTitles,
  type CatalogKind,
  type SpotlightLayout,
} from '../../core/content/catalog';
import { nonEmptyString } from '../../core/values';
import { usePortal } from '../app-context';
import { imageUrl } from '../data/content';
import { useAssets, useDetailText } from '../detail/parts';
import { Link } from '../router/context';
import { CatalogByline } from '../../ui/catalog/Byline';
import type { CatalogItem } from '../../api/catalog';

export const DETAIL_ROUTE: Record<CatalogKind, string> = {
  package: 'PackageDetail',
  spotlight: 'SpotlightDetail',
  education: 'EducationItemDetail',
};

/** A detail route's params: `slugOrSku` (packages, spotlights) or `slug` (education items). */
export const detailTarget = (kind: CatalogKind, item: CatalogItem) => ({
  name: DETAIL_ROUTE[kind],
  params: { [kind === 'education' ? 'slug' : 'slugOrSku']: String(item.slug ?? item.sku ?? item.id) },
});

/** Subline, 'compiled by' author and date (spec 2 §3): shared by cards and detail pages (and the package widget). */
export function Byline({ item }: { item: CatalogItem }) {
  const { t } = usePortal();
  return <CatalogByline item={item} date={useDetailText().date(item.date, item, 'PP')} t={t} />;
}

export function TopicList({ topics }: { topics: unknown }) {
  const { t } = usePortal();
  const list = topicTitles(topics);
  return list.length ? (
    <ul className="cp-catalog__topics" aria-label={t('catalog.topics')}>
      {list.map((topic) => (
        <li key={topic}>{topic}</li>
      ))}
    </ul>
  ) : null;
}

export function CatalogCard({
  kind,
  item,
  layout = 'full',
  headingLevel = 2,
}: {
  kind: CatalogKind;
  item: CatalogItem;
  layout?: SpotlightLayout;
  headingLevel?: 2 | 3;
}) {
  const assets = useAssets();
  const name = catalogImageName(kind, item);
  const src = imageUrl(name ? assets[name] : null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`cp-catalog__card cp-catalog__card--${layout}`} data-slug={String(item.slug ?? '')}>
      {layout === 'full' ? (
        src ? (
          <img className="cp-catalog__image" src={src} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="cp-catalog__image" aria-hidden="true" />
        )
      ) : null}
      <div className="cp-catalog__body">
        <Heading className="cp-catalog__title">
          <Link to={detailTarget(kind, item)}>{catalogTitle(kind, item.title) || String(item.slug ?? '')}</Link>
        </Heading>
        {layout === 'full' ? <Byline item={item} /> : null}
        {kind === 'education' && nonEmptyString(item.description) ? (
          <p className="cp-catalog__meta">{String(item.description)}</p>
        ) : null}
        <TopicList topics={item.topics} />
      </div>
    </li>
  );
}
