/**
 * The library listings (spec 2 §2; issue 11 item 1), a lazy chunk of the portal: Library, GroupLibrary and
 * ProjectLibrary with their children congressresources, events, slides and speakers. Every state is in the URL
 * (core `readLibraryState` / `libraryQueryAfter`): text, filters, sort and order, page, view, open slide; the
 * content type is the route. A change pushes a history entry, so back/forward restore it. The filter menu's
 * open state follows the viewport (auto-open above 899 px, closed at 567 px and below) and is not in the URL.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FILTER_MENU_CLOSE_WIDTH_PX, SEARCH_TYPES } from '../../core/constants';
import type { ContentType } from '../../core/library/content-type';
import { scopeParams } from '../../core/library/route';
import {
  libraryQueryAfter,
  listChangeOf,
  readLibraryState,
  type LibraryChange,
} from '../../core/library/library-query';
import { applicableFilters, libraryFilterCategories } from '../../core/library/library-filters';
import { librarySearchParams } from '../../core/library/library-search';
import { pageCount, pageSizeFor, resetsPaging } from '../../core/library/paging';
import { filterMenuAutoOpens, filterMenuCloses } from '../../core/library/viewport';
import { asArray, asRecord } from '../../core/values';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { Pagination } from '../../ui/Pagination';
import { entityOf, useDesign, usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { useAsync } from '../data/use-async';
import { cachedLibrary, forgetLibrarySearches, searchCounts, searchLibrary, type SearchAnswer } from './data';
import { listingOfRoute, scopeLibrary, VIEW_OF } from './scope';
import { Toolbar } from './Toolbar';
import { ActiveFilters, FilterMenu } from './FilterMenu';
import { Results } from './Results';
import { Ads } from '../ads/Ads';
import { adFilterValues, adModuleValues, adTagsOfRoute } from '../../core/ads/route-context';
import { SocialFrame } from '../social/SocialFrame';
import { ContentTypeQuery } from './ContentTypeQuery';

/** The toolbar's order (spec 2 §2): congress resources, events, slides, speakers. */
const CONTENT_TYPES: readonly ContentType[] = ['congressresources', 'events', 'slides', 'speakers'];
const COUNT_KEYS = ['query', 'project', 'group', 'filter', 'years', 'lang'];
const countKey = (params: Record<string, string>) => COUNT_KEYS.map((k) => `${k}=${params[k] ?? ''}`).join('&');

/** The route with the social controls' texts and CSS (its cards' likes and favourites). */
export default function LibraryRoute() {
  return (
    <SocialFrame>
      <ContentTypeQuery>
        <Library />
      </ContentTypeQuery>
    </SocialFrame>
  );
}

function Library() {
  const { t, api, clientConfig, locale } = usePortal();
  const router = useRouter();
  const { match, location } = router;
  const listing = listingOfRoute(match.name)!;
  const scope = scopeParams(match.params);
  const library = scopeLibrary(clientConfig, scope);
  const query = useMemo(() => queryObject(location.search), [location.search]);
  const state = readLibraryState(listing.contentType, query, library, { likesEnabled: clientConfig?.enableLikes });
  const lang = String(locale).slice(0, 2);

  // One request per tab's filter set: tabs whose categories accept the same filters share the main answer's counts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state, scope and lang are read from the location and route
  const perType = useMemo(
    () =>
      Object.fromEntries(
        CONTENT_TYPES.map((type) => {
          const categories = libraryFilterCategories(library, type, locale);
          const filters = applicableFilters(state.filters, categories);
          return [
            type,
            {
              categories,
              filters,
              params: librarySearchParams({ state: { ...state, contentType: type }, filters, categories, scope, lang }),
            },
          ];
        }),
      ) as Record<
        ContentType,
        {
          categories: ReturnType<typeof libraryFilterCategories>;
          filters: typeof state.filters;
          params: Record<string, string>;
        }
      >,
    [library, locale, location.search, match.name],
  );
  const current = perType[listing.contentType];
  const params: Record<string, string> = query.fakenow ? { ...current.params, fakenow: query.fakenow } : current.params;
  const key = new URLSearchParams(params).toString();
  const [retry, setRetry] = useState(0);
  const result = useAsync(
    `${key}#${retry}`,
    (signal) => searchLibrary(api, params, signal),
    () => cachedLibrary(api, params),
  );
  // While the next answer loads, the last one stays (dimmed): no jump, and focus stays on the control just used.
  const last = useRef<{ type: ContentType; answer: SearchAnswer } | null>(null);
  if (result.status === 'done') last.current = { type: listing.contentType, answer: result.value };
  const answer =
    result.status === 'done'
      ? result.value
      : result.status === 'loading' && last.current?.type === listing.contentType
        ? last.current.answer
        : null;
  // After a page change, the results' heading takes focus (the page links are replaced).
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (result.status !== 'done' || !focusResults.current) return;
    focusResults.current = false;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'nearest' });
  }, [result.status]);

  const otherKeys = [
    ...new Set(
      CONTENT_TYPES.map((type) => countKey(perType[type].params)).filter((k) => k !== countKey(current.params)),
    ),
  ];
  const others = useAsync(`counts:${otherKeys.join('||')}`, (signal) =>
    Promise.all(
      otherKeys.map((k) =>
        searchCounts(api, Object.fromEntries(new URLSearchParams(k)), signal).then((c) => [k, c] as const),
      ),
    ),
  );
  const tabCounts = Object.fromEntries(
    CONTENT_TYPES.map((type) => {
      const k = countKey(perType[type].params);
      const counts =
        k === countKey(current.params)
          ? (answer?.counts ?? null)
          : others.status === 'done'
            ? (others.value.find(([x]) => x === k)?.[1] ?? null)
            : null;
      return [type, counts ? (counts[SEARCH_TYPES[type]] ?? 0) : null];
    }),
  ) as Record<ContentType, number | null>;

  const [menuOpen, setMenuOpen] = useState(
    () => asRecord(library)?.showFilterMenu !== false && filterMenuAutoOpens(window.innerWidth),
  );
  useEffect(() => {
    const narrow = window.matchMedia(`(max-width: ${FILTER_MENU_CLOSE_WIDTH_PX}px)`);
    const onChange = () => {
      if (filterMenuCloses(window.innerWidth)) setMenuOpen(false);
    };
    narrow.addEventListener('change', onChange);
    return () => narrow.removeEventListener('change', onChange);
  }, []);

  // Spec 2 §4: a sort, filter or content-type change (a tab is a link) clears the kept listing answers.
  const clearsCache = (change: LibraryChange) => {
    if (resetsPaging(listChangeOf(change))) forgetLibrarySearches(api);
  };
  const go = (change: LibraryChange) => {
    if (change.kind === 'page') focusResults.current = true;
    clearsCache(change);
    navigate(change);
  };
  // The listing's own query change on the page just allowed: its capability check is skipped once (spec 1 §5).
  const navigate = (change: LibraryChange) =>
    router.navigate(
      { name: match.name, params: match.params, query: libraryQueryAfter(query, state, change) },
      { skipCapabilityCheckOnce: true },
    );
  const hrefOfPage = (page: number) =>
    router.href({
      name: match.name,
      params: match.params,
      query: libraryQueryAfter(query, state, { kind: 'page', page }),
    });
  const tabTarget = (type: ContentType) => ({
    name: `${listing.prefix}${VIEW_OF[type]}`,
    params: match.params,
    query: libraryQueryAfter(query, state, { kind: 'contenttype' }),
  });

  const hidden = new Set(asArray(asRecord(library)?.hiddenContentTypes).map(String));
  const total = answer ? (answer.counts[SEARCH_TYPES[listing.contentType]] ?? 0) : 0;
  const pages = pageCount(total, pageSizeFor(listing.contentType));
  const entity = scope.project
    ? entityOf(clientConfig, 'projects', scope.project)
    : scope.group
      ? entityOf(clientConfig, 'groups', scope.group)
      : null;
  const showMenu = menuOpen && listing.contentType !== 'speakers' && current.categories.length > 0;
  // Design v2 (spec 1 §1 "the v2 library is a separate view"): the filters as a bar above full-width results, the
  // active ones as removable chips.
  const v2 = useDesign() === 'v2';

  return (
    <div className="cp-library" data-content-type={listing.contentType} data-state={result.status}>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {entity?.title ?? t('route.Library')}
      </h1>
      {state.q ? <p className="cp-portal__lead">{t('library.searchFor', { q: state.q })}</p> : null}
      <Toolbar
        state={state}
        types={CONTENT_TYPES.filter((type) => !hidden.has(type) || type === listing.contentType)}
        counts={tabCounts}
        tabTarget={tabTarget}
        onTab={() => clearsCache({ kind: 'contenttype' })}
        activeCount={current.filters.length}
        menuOpen={showMenu}
        onToggleMenu={current.categories.length ? () => setMenuOpen((open) => !open) : null}
        onChange={go}
        likesEnabled={clientConfig?.enableLikes}
      />
      <div
        className={v2 ? 'cp-library__body cp-library__body--v2' : `cp-library__body${showMenu ? ' is-menu-open' : ''}`}
      >
        {showMenu ? (
          <FilterMenu
            categories={current.categories}
            active={current.filters}
            layout={v2 ? 'bar' : 'sidebar'}
            aggregations={answer?.aggregations}
            onToggle={(filter) => go({ kind: 'filter', filter })}
          />
        ) : null}
        {v2 ? (
          <ActiveFilters
            categories={current.categories}
            active={current.filters}
            aggregations={answer?.aggregations}
            onToggle={(filter) => go({ kind: 'filter', filter })}
          />
        ) : null}
        <section
          className="cp-library__results"
          aria-labelledby="cp-library-results"
          aria-busy={result.status === 'loading'}
        >
          <h2
            id="cp-library-results"
            ref={resultsHeading}
            tabIndex={-1}
            className="cp-library__count"
            aria-live="polite"
          >
            {answer ? t('library.results', { count: total }) : t(`library.type.${listing.contentType}`)}
          </h2>
          {result.status === 'loading' ? <Spinner label={t('state.loading')} /> : null}
          {result.status === 'failed' ? (
            <ErrorState
              message={t('portal.loadingFailed')}
              onRetry={() => setRetry((n) => n + 1)}
              retryLabel={t('action.retry')}
            />
          ) : null}
          {answer && answer.hits.length === 0 && result.status === 'done' ? (
            <p className="cp-library__empty">
              {t(state.q ? 'header.search.noResults' : 'widgets.resources.noResults')}
            </p>
          ) : null}
          {answer && answer.hits.length > 0 ? (
            <Results key={listing.contentType} hits={answer.hits} state={state} onChange={go} />
          ) : null}
          {answer ? (
            <Pagination
              page={state.page}
              pages={pages}
              label={t('library.pages')}
              pageLabel={(page) => t('library.page', { page })}
              previousLabel={t('library.previous')}
              nextLabel={t('library.next')}
              hrefFor={hrefOfPage}
              onSelect={(page) => go({ kind: 'page', page })}
            />
          ) : null}
        </section>
      </div>
      <Ads
        context={{
          adTags: adTagsOfRoute('library', match.name, match.params, listing.contentType),
          activeFilters: adFilterValues(current.filters),
          moduleValues: adModuleValues({ contentType: listing.contentType }),
        }}
      />
    </div>
  );
}
