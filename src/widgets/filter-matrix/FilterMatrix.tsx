/**
 * Filter matrix (issue 13 item 2): the channel matrix narrowed by a topic filter shared with the other widgets on
 * the page (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter by `sourceId`, default 'topic'). Its own
 * topic buttons (the topics of the channels' events) set that filter for every widget. With no visible channel it
 * shows `widgets.filtermatrix.noResults` (spec 3 §8).
 */
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { filterMatrixTopics, filterTilesByTopics } from '../../core/live/webcast-tiles';
import { MatrixFrame } from '../shared/channels/MatrixFrame';
import { useChannelTiles } from '../shared/channels/use-channel-tiles';
import { nextSelection } from '../../core/host-messages/selection';
import type { FilterMatrixSettings } from './settings';

export function FilterMatrix({ settings, context }: WidgetProps<FilterMatrixSettings>) {
  const state = useChannelTiles(context, settings, true);
  const sourceId = (typeof settings.filterSourceId === 'string' && settings.filterSourceId.trim()) || 'topic';
  // The shared filter by hand rather than through src/state/shared-filter.ts: that store sits in html-text's chunk,
  // and a second widget using it would move it (and the value store) into the `shared` chunk html-text then loads.
  const [selected, setSelected] = useState<readonly string[]>([]);
  useEffect(() => {
    setSelected([]);
    return context.host.onFilter((filter) => {
      if (filter.sourceId === sourceId) setSelected((current) => nextSelection(current, filter));
    });
  }, [context, sourceId]);
  const share = (value: string | null) => {
    const filter = { sourceId, filterValue: value, add: false };
    setSelected((current) => nextSelection(current, filter));
    context.host.shareFilter(filter);
  };
  const topics = useMemo(() => filterMatrixTopics(state.tiles), [state.tiles]);
  const visible = useMemo(() => filterTilesByTopics(state.tiles, selected), [state.tiles, selected]);
  const { t } = context;
  const filters =
    topics.length > 0 ? (
      <ul className="cp-fm__topics" aria-label={t('filterMatrix.topics')}>
        {topics.map((topic) => {
          const on = selected.includes(topic);
          return (
            <li key={topic}>
              <button type="button" className="cp-fm__topic" aria-pressed={on} onClick={() => share(on ? null : topic)}>
                {topic}
              </button>
            </li>
          );
        })}
      </ul>
    ) : null;
  return <MatrixFrame settings={settings} context={context} state={state} tiles={visible} filters={filters} />;
}
