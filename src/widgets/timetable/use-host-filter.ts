import { useEffect } from 'react';
import type { WidgetContext } from '../../contract/widget';
import { nextSelection } from '../../core/host-messages/selection';
import type { SessionFilter } from '../../core/timetable';

/**
 * Spec 3 §2 Widget mode: a shared filter (Widget.SetFilter / Widget.AddFilter) for the timetable's sourceId sets
 * the topic filter by core's rule (SetFilter replaces, AddFilter adds, no value clears); other sourceIds are ignored.
 */
export function useHostFilter(
  context: WidgetContext,
  sourceId: string,
  setFilter: (update: (prev: SessionFilter) => SessionFilter) => void,
): void {
  useEffect(
    () =>
      context.host.onFilter((f) => {
        if (f.sourceId === sourceId) setFilter((prev) => ({ ...prev, topics: nextSelection(prev.topics, f) }));
      }),
    [context.host, sourceId, setFilter],
  );
}
