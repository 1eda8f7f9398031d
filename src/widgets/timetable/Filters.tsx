import {
  EMPTY_FILTER,
  isFilterActive,
  type SessionFilter,
  type TimetableColumn,
  type TimetableSettings,
} from '../../core/timetable';
import type { Translate } from '../../i18n/types';

export interface FiltersProps {
  filter: SessionFilter;
  topics: string[];
  types: string[];
  columns: TimetableColumn[];
  settings: TimetableSettings;
  t: Translate;
  onChange: (f: SessionFilter) => void;
}

type ListKey = 'topics' | 'types' | 'rooms';

/**
 * Search, topic, type and room filters and 'only my schedule' (spec 3 §3 topicFilterEnabled, typeFilterEnabled,
 * searchEnabled; spec 3 §5 chosen sets; issue 5 §2, §8). Topic, type and room are check lists in a disclosure
 * (several values each); every control has a visible label.
 */
export function Filters(p: FiltersProps) {
  const f = p.filter;
  const set = (patch: Partial<SessionFilter>) => p.onChange({ ...f, ...patch });
  const toggle = (key: ListKey, value: string, on: boolean) =>
    set({ [key]: on ? [...f[key], value] : f[key].filter((v) => v !== value) });
  const list = (key: ListKey, label: string, options: { value: string; text: string }[]) => (
    <details className="tt-pick">
      <summary>
        {label}
        {f[key].length ? ` (${f[key].length})` : ''}
      </summary>
      <fieldset>
        <legend className="tt-sr">{label}</legend>
        {options.map((o) => (
          <label key={o.value} className="tt-check">
            <input
              type="checkbox"
              checked={f[key].includes(o.value)}
              onChange={(e) => toggle(key, o.value, e.currentTarget.checked)}
            />
            {o.text}
          </label>
        ))}
      </fieldset>
    </details>
  );
  /** A list whose values are their own labels (topics, types); nothing when there are none. */
  const named = (key: ListKey, label: string, values: string[]) =>
    values.length
      ? list(
          key,
          label,
          values.map((v) => ({ value: v, text: v })),
        )
      : null;
  return (
    <div className="tt-filters" role="group" aria-label={p.t('timetable.filters')}>
      {p.settings.searchEnabled ? (
        <div className="tt-field tt-search">
          <label htmlFor="tt-q">{p.t('timetable.search')}</label>
          <input
            id="tt-q"
            type="search"
            autoComplete="off"
            value={f.query}
            onInput={(e) => set({ query: e.currentTarget.value })}
          />
        </div>
      ) : null}
      {p.settings.topicFilterEnabled ? named('topics', p.t('timetable.filter.topic'), p.topics) : null}
      {p.settings.typeFilterEnabled ? named('types', p.t('timetable.filter.type'), p.types) : null}
      {p.columns.length > 1
        ? list(
            'rooms',
            p.t('timetable.filter.room'),
            p.columns.map((c) => ({ value: c.slug, text: c.title || p.t('timetable.otherRoom') })),
          )
        : null}
      <label className="tt-check">
        <input
          type="checkbox"
          checked={f.favouritesOnly}
          onChange={(e) => set({ favouritesOnly: e.currentTarget.checked })}
        />
        {p.t('timetable.filter.favourites')}
      </label>
      {isFilterActive(f) ? (
        <button type="button" className="tt-link" onClick={() => p.onChange(EMPTY_FILTER)}>
          {p.t('timetable.filter.reset')}
        </button>
      ) : null}
    </div>
  );
}
