/**
 * The listing toolbar (spec 2 §2): four content-type links with result counts; the filter toggle with the active
 * count (not for speakers); clear filters; a summary count above 3 active filters (core `filterSummaryCount`); the
 * sort select (core `sortOptions`: relevance only while searching, likes only when enabled) with a button that
 * reverses the order (choosing the same field again, core `toggleSort`); the list/tile switch (core
 * `toolbarControls`: not for slides and speakers).
 */
import type { ContentType } from '../../core/library/content-type';
import type { LibraryChange, LibraryState } from '../../core/library/library-query';
import { filterSummaryCount } from '../../core/library/filter-categories';
import { sortOptions } from '../../core/library/sort';
import { cardViews, toolbarControls } from '../../core/library/view';
import type { RouteTarget } from '../router/routes';
import { usePortal } from '../app-context';
import { Link } from '../router/context';
import { ViewSwitch } from './ViewSwitch';

export interface ToolbarProps {
  state: LibraryState;
  types: readonly ContentType[];
  counts: Record<ContentType, number | null>;
  tabTarget(type: ContentType): RouteTarget;
  /** A content-type tab was chosen (before the route changes). */
  onTab(): void;
  activeCount: number;
  menuOpen: boolean;
  /** Null when the listing has no filter categories. */
  onToggleMenu: (() => void) | null;
  onChange(change: LibraryChange): void;
  likesEnabled: unknown;
}

export function Toolbar({
  state,
  types,
  counts,
  tabTarget,
  onTab,
  activeCount,
  menuOpen,
  onToggleMenu,
  onChange,
  likesEnabled,
}: ToolbarProps) {
  const { t } = usePortal();
  const controls = toolbarControls(state.contentType);
  const summary = filterSummaryCount(activeCount);
  const options = sortOptions({ searching: state.q !== '', likesEnabled });
  const order = t(`library.sort.${state.sort.order}`);
  return (
    <div className="cp-library__toolbar">
      <nav className="cp-library__types" aria-label={t('library.types')}>
        <ul>
          {types.map((type) => (
            <li key={type}>
              <Link to={tabTarget(type)} onClick={onTab} aria-current={type === state.contentType ? 'page' : undefined}>
                {t(`library.type.${type}`)}
                {counts[type] !== null ? (
                  <span className="cp-library__badge">{t('library.count', { count: counts[type] ?? 0 })}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="cp-library__controls">
        {controls.filterButton && onToggleMenu ? (
          <button
            type="button"
            className="cp-button cp-button--secondary"
            aria-expanded={menuOpen}
            aria-controls="cp-library-filters"
            onClick={onToggleMenu}
          >
            {t('library.filters.toggle')}
            {activeCount > 0 ? (
              <span className="cp-library__badge">{t('library.filters.active', { count: activeCount })}</span>
            ) : null}
          </button>
        ) : null}
        {controls.filterButton && activeCount > 0 ? (
          <button
            type="button"
            className="cp-button cp-button--secondary"
            onClick={() => onChange({ kind: 'clear-filters' })}
          >
            {t('library.filters.clear')}
          </button>
        ) : null}
        {summary !== null ? (
          <span className="cp-library__summary">{t('library.filters.summary', { count: summary })}</span>
        ) : null}
        <span className="cp-library__sort">
          <label htmlFor="cp-library-sort">{t('library.sort')}</label>
          <select
            id="cp-library-sort"
            value={state.sort.field}
            onChange={(event) => onChange({ kind: 'sort', field: event.currentTarget.value })}
          >
            {options.map((field) => (
              <option key={field} value={field}>
                {t(`library.sort.${field}`)}
              </option>
            ))}
          </select>
          {state.sort.field !== 'relevance' ? (
            <button
              type="button"
              className="cp-button cp-button--secondary cp-library__order"
              data-order={state.sort.order}
              aria-label={t('library.sort.reverse', { order })}
              title={t('library.sort.reverse', { order })}
              onClick={() => onChange({ kind: 'sort', field: state.sort.field })}
            >
              <span aria-hidden="true">{state.sort.order === 'asc' ? '↑' : '↓'}</span>
            </button>
          ) : null}
        </span>
        {controls.viewSwitch ? (
          <ViewSwitch
            view={state.view}
            views={cardViews(state.contentType)}
            onView={(view) => onChange({ kind: 'view', view })}
          />
        ) : null}
      </div>
    </div>
  );
}
