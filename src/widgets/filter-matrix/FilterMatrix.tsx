/**
 * Filter matrix (issue 13 item 2): the channel matrix narrowed by a topic filter shared with the other widgets on
 * the page (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter by `sourceId`, default 'topic'). Its own
 * topic buttons (the topics of the channels' events) set that filter for every widget. With no visible channel it
 * shows `widgets.filtermatrix.noResults` (spec 3 §8).
 */
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { filterMatrixTopics, filterTilesByTopics } from '../../core/live/webcast-tiles';
import { MatrixFrame } from '../../ui/channels/MatrixFrame';
import { useChannelTiles } from '../../ui/channels/use-channel-tiles';
import { createSharedFilterStore } from '../../state/shared-filter';
import { useValue } from '../../state/value';
import type { FilterMatrixSettings } from './settings';

export function FilterMatrix({ settings, context }: WidgetProps<FilterMatrixSettings>) {
  const state = useChannelTiles(context, settings, true);
  const sourceId = (typeof settings.filterSourceId === 'string' && settings.filterSourceId.trim()) || 'topic';
  const store = useMemo(() => createSharedFilterStore(context.host, sourceId), [context, sourceId]);
  useEffect(() => () => store.dispose(), [store]);
  const selected = useValue(store.selected);
  const topics = useMemo(() => filterMatrixTopics(state.tiles), [state.tiles]);
  const visible = useMemo(() => filterTilesByTopics(state.tiles, selected), [state.tiles, selected]);
  const { t } = context;
  const filters = topics.length > 0 ? (
    <ul className="cp-fm__topics" aria-label={t('filterMatrix.topics')}>
      {topics.map((topic) => {
        const on = selected.includes(topic);
        return (
          <li key={topic}>
            <button type="button" className="cp-fm__topic" aria-pressed={on} onClick={() => store.share(on ? null : topic)}>{topic}</button>
          </li>
        );
      })}
    </ul>
  ) : null;
  return <MatrixFrame settings={settings} context={context} state={state} tiles={visible} filters={filters} />;
}
