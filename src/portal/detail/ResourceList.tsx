/**
 * A detail page's list of resources (spec 2 §2): EventDetail's paginated resources (page query, 20 a page) and
 * SpeakerDetail's (40, date descending), both with the tiles/list switch in the URL (`view`), and CRDetail's
 * related and explore-more lists (tiles). Cards and rows are the library's own (../library/Results).
 */
import { useState } from 'react';
import type { ResourceListQuery } from '../../core/content/detail-lists';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { Pagination } from '../../ui/Pagination';
import { Table, Tiles } from '../library/Results';
import { Spinner } from '../../ui/Spinner';
import { useAsync } from '../data/use-async';
import { ViewSwitch } from '../library/ViewSwitch';
import { loadResourcePage, type Item } from './data';
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
    // The list's own paging on the page just allowed: its capability check is skipped once (spec 1 §5).
    router.navigate(
      { name: router.match.name, params: router.match.params, query: next as Record<string, string> },
      { skipCapabilityCheckOnce: true },
    );
  };
  const hrefFor = (p: number) =>
    router.href({ name: router.match.name, params: router.match.params, query: { ...query, page: String(p) } });
  return { page, view, go, hrefFor };
}

export function ResourceList({
  items,
  view = 'tiles',
  pages = 1,
}: {
  items: Item[];
  view?: 'tiles' | 'list';
  pages?: number;
}) {
  const { t } = usePortal();
  const list = useListQuery();
  // Each list's like counts (and the user's liked flags) in one batch request, as in the library (spec 2 §4).
  useLikeCounts(items);
  return (
    <>
      {view === 'list' ? (
        <Table type="congressresources" items={items} />
      ) : (
        <Tiles type="congressresources" items={items} />
      )}
      {pages > 1 ? (
        <Pagination
          page={list.page}
          pages={pages}
          label={t('library.pages')}
          pageLabel={(p) => t('library.page', { page: p })}
          previousLabel={t('library.previous')}
          nextLabel={t('library.next')}
          hrefFor={list.hrefFor}
          onSelect={(p) => list.go({ page: String(p) })}
        />
      ) : null}
    </>
  );
}

const NO_PAGE = { items: [] as Item[], pages: 1, total: 0 };

/**
 * A page of resources (core `eventResourcesQuery` / `speakerResourcesQuery`) with `retry`, which loads it again
 * after a failure (issue 11 "failed loads show a retry state"). `enabled` false answers an empty page without a
 * request, so a page can keep a second list hook it needs only sometimes.
 */
export function useResourcePage(query: ResourceListQuery, enabled = true) {
  const { api } = usePortal();
  const [attempt, setAttempt] = useState(0);
  const key = enabled ? `resources:${JSON.stringify(query)}#${attempt}` : 'resources:off';
  const result = useAsync(key, (signal) => (enabled ? loadResourcePage(api, query, signal) : Promise.resolve(NO_PAGE)));
  return { ...result, retry: () => setAttempt((n) => n + 1) };
}

/** The resources of an event (or speaker) with the view switch; the count in the heading. */
export function PagedResources({ result, heading }: { result: ReturnType<typeof useResourcePage>; heading: string }) {
  const { t } = usePortal();
  const list = useListQuery();
  return (
    <section
      className="cp-detail__section cp-detail__resources"
      aria-labelledby="cp-detail-resources"
      aria-busy={result.status === 'loading'}
    >
      <div className="cp-detail__resources-head">
        <h2 id="cp-detail-resources">{t(heading, { count: result.status === 'done' ? result.value.total : '…' })}</h2>
        <ViewSwitch view={list.view} onView={(view) => list.go({ view: view === 'list' ? 'list' : null })} />
      </div>
      {result.status === 'loading' ? <Spinner label={t('state.loading')} /> : null}
      {result.status === 'failed' ? (
        <ErrorState message={t('error.loadingFailed')} retryLabel={t('action.retry')} onRetry={result.retry} />
      ) : null}
      {result.status === 'done' && !result.value.items.length ? <p>{t('detail.noResources')}</p> : null}
      {result.status === 'done' && result.value.items.length ? (
        <ResourceList items={result.value.items} view={list.view} pages={result.value.pages} />
      ) : null}
    </section>
  );
}
