import type { SessionFilter, TimetableColumn, TimetableSettings } from '../../core/timetable';
import type { Translate } from '../../embed/contract';

export interface FiltersProps {
  filter: SessionFilter;
  topics: string[];
  types: string[];
  columns: TimetableColumn[];
  settings: TimetableSettings;
  t: Translate;
  onChange: (f: SessionFilter) => void;
}

/**
 * Search, topic, type and room filters and 'only my schedule' (spec 3 §3 topicFilterEnabled, typeFilterEnabled,
 * searchEnabled; issue 5 §2, §8). Every control has a visible label.
 */
export function Filters(p: FiltersProps) {
  const f = p.filter;
  const set = (patch: Partial<SessionFilter>) => p.onChange({ ...f, ...patch });
  const select = (id: string, label: string, value: readonly string[], options: { value: string; text: string }[], key: 'topics' | 'types' | 'rooms') => (
    <div className="tt-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value[0] ?? ''} onChange={(e) => set({ [key]: e.currentTarget.value ? [e.currentTarget.value] : [] })}>
        <option value="">{p.t('timetable.filter.all')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.text}</option>)}
      </select>
    </div>
  );
  return (
    <div className="tt-filters" role="group" aria-label={p.t('timetable.filters')}>
      {p.settings.searchEnabled ? (
        <div className="tt-field tt-search">
          <label htmlFor="tt-q">{p.t('timetable.search')}</label>
          <input id="tt-q" type="search" autoComplete="off" value={f.query} onInput={(e) => set({ query: e.currentTarget.value })} />
        </div>
      ) : null}
      {p.settings.topicFilterEnabled && p.topics.length ? select('tt-topic', p.t('timetable.filter.topic'), f.topics, p.topics.map((v) => ({ value: v, text: v })), 'topics') : null}
      {p.settings.typeFilterEnabled && p.types.length ? select('tt-type', p.t('timetable.filter.type'), f.types, p.types.map((v) => ({ value: v, text: v })), 'types') : null}
      {p.columns.length > 1 ? select('tt-room', p.t('timetable.filter.room'), f.rooms,
        p.columns.map((c) => ({ value: c.slug, text: c.title || p.t('timetable.otherRoom') })), 'rooms') : null}
      <label className="tt-check">
        <input type="checkbox" checked={f.favouritesOnly} onChange={(e) => set({ favouritesOnly: e.currentTarget.checked })} />
        {p.t('timetable.filter.favourites')}
      </label>
    </div>
  );
}
