/**
 * PackageDetail and SpotlightDetail (spec 2 §3): back link, title (250), subline, 'compiled by' author, date, topic
 * tags (a click opens the Library filtered by the topic) and the modules sorted by `sort` (core `sortModules`) in
 * the page-widget grid. The spotlight page view goes to analytics through the shell, which sends one for every
 * location shown (src/portal/telemetry/use-telemetry.ts).
 */
import { catalogTitle, topicTitles, type CatalogKind } from '../../core/content/catalog';
import { sortModules } from '../../core/content/modules';
import { usePortal } from '../app-context';
import { useDetailItem } from '../detail/use-detail-item';
import { useItemTitle } from '../item-title';
import { breadcrumbTitle } from '../../core/content/truncation-sites';
import { TopicTags } from '../detail/parts';
import { WidgetGrid } from '../grid/WidgetGrid';
import { Link, useRouter } from '../router/context';
import { hasQueryKey } from '../router/query';
import { Byline } from './Card';
import { loadCatalogItem, type CatalogItem } from '../../api/catalog';
import type { PageModule } from '../data/content';

/** The back link above a detail page (spec 2 §3). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="cp-catalog__back" to={{ name: to, params: {} }}>
      {label}
    </Link>
  );
}

/** An item's modules, sorted by `sort`, in the page-widget grid (hidden ones with `?hidden`, spec 1 §2). */
export function Modules({ modules, project }: { modules: PageModule[]; project?: string }) {
  const portal = usePortal();
  const { location } = useRouter();
  return (
    <WidgetGrid
      modules={sortModules(modules)}
      project={project}
      hidden={hasQueryKey(location.search, 'hidden')}
      context={portal}
    />
  );
}

function CatalogPage({
  kind,
  item,
}: {
  kind: Exclude<CatalogKind, 'education'>;
  item: CatalogItem & { modules: PageModule[] };
}) {
  const { t } = usePortal();
  const packages = kind === 'package';
  useItemTitle(breadcrumbTitle(catalogTitle(kind, item.title)));
  return (
    <article className="cp-catalog">
      <BackLink
        to={packages ? 'Packages' : 'Spotlights'}
        label={t(packages ? 'catalog.backToPackages' : 'catalog.backToSpotlights')}
      />
      <header className="cp-catalog">
        <h1 id="cp-portal-title" tabIndex={-1}>
          {catalogTitle(kind, item.title)}
        </h1>
        <Byline item={item} />
        <TopicTags source={kind} topics={topicTitles(item.topics)} label={t('catalog.topics')} />
      </header>
      <Modules modules={item.modules} project={typeof item.project === 'string' ? item.project : undefined} />
    </article>
  );
}

export function CatalogDetail({ kind, slug }: { kind: Exclude<CatalogKind, 'education'>; slug: string }) {
  const { api } = usePortal();
  const endpoint = kind === 'package' ? 'packages' : 'spotlights';
  const page = useDetailItem(null, `${endpoint}:${slug}`, (signal) =>
    loadCatalogItem<PageModule>(api, endpoint, slug, signal),
  );
  return page.item ? <CatalogPage kind={kind} item={page.item} /> : page.view;
}
