/**
 * A detail page's list of resources (spec 2 §2): EventDetail's paginated resources (page query, 20 a page) and
 * SpeakerDetail's (40, date descending), both with the tiles/list switch in the URL (`view`), and CRDetail's
 * related and explore-more lists (tiles). Cards and rows are the library's own (../library/Results).
 */
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { Pagination } from '../../ui/Pagination';
import { Table, Tiles } from '../library/Results';
import { Spinner } from '../../ui/Spinner';
import { useAsync } from '../data/use-async';
import { ViewSwitch } from '../library/ViewSwitch';
import { loadResources, type Item } from './data';
import { useLikeCounts } from '../social/LikeButton';

/** The URL state of a paginated list: `page` (1-based) and `view` (tiles default, spec 2 §4). */
export function useListQuery() {
  const router = useRouter();
  const query = queryObject(router.location.search);
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const view: 'tiles' | 'list' = query.view === 'list' ? 'list' : 'tiles';
  const go = (change: Record<string, string | null>) => {
    const next = { ...query, ...change };
    for (const k of Object.keys(next)) if (next[k] === null || next[k] === '') delete next[k];
    router.navigate({ name: router.match.name, params: router.match.params, query: next as Record<string, string> });
  };
  const hrefFor = (p: number) => router.href({ name: router.match.name, params: router.match.params, query: { ...query, page: String(p) } });
  return { page, view, go, hrefFor };
}

export function ResourceList({ items, view = 'tiles', pages = 1 }: { items: Item[]; view?: 'tiles' | 'list'; pages?: number }) {
  const { t } = usePortal();
  const list = useListQuery();
  // Each list's like counts (and the user's liked flags) in one batch request, as in the library (spec 2 §4).
  useLikeCounts(items);
  return (
    <>
      {view === 'list' ? <Table type="congressresources" items={items} /> : <Tiles type="congressresources" items={items} />}
      {pages > 1 ? (
        <Pagination page={list.page} pages={pages} label={t('library.pages')} pageLabel={(p) => t('library.page', { page: p })}
          previousLabel={t('library.previous')} nextLabel={t('library.next')} hrefFor={list.hrefFor} onSelect={(p) => list.go({ page: String(p) })} />
      ) : null}
    </>
  );
}

/** A page of resources (`filter`), date descending. */
export function useResourcePage(filter: Record<string, string>, limit: number, page = 1) {
  const { api } = usePortal();
  return useAsync(`resources:${JSON.stringify(filter)}:${limit}:${page}`, (signal) => loadResources(api, filter, signal, { limit, page }));
}

/** The resources of an event (or speaker) with the view switch; the count in the heading. */
export function PagedResources({ result, heading }: { result: ReturnType<typeof useResourcePage>; heading: string }) {
  const { t } = usePortal();
  const list = useListQuery();
  return (
    <section className="cp-detail__section cp-detail__resources" aria-labelledby="cp-detail-resources" aria-busy={result.status === 'loading'}>
      <div className="cp-detail__resources-head">
        <h2 id="cp-detail-resources">{t(heading, { count: result.status === 'done' ? result.value.total : '…' })}</h2>
        <ViewSwitch view={list.view} onView={(view) => list.go({ view: view === 'list' ? 'list' : null })} />
      </div>
      {result.status === 'loading' ? <Spinner label={t('state.loading')} /> : null}
      {result.status === 'failed' ? <p>{t('portal.loadingFailed')}</p> : null}
      {result.status === 'done' && !result.value.items.length ? <p>{t('detail.noResources')}</p> : null}
      {result.status === 'done' && result.value.items.length ? <ResourceList items={result.value.items} view={list.view} pages={result.value.pages} /> : null}
    </section>
  );
}

