/**
 * A widget's view of one shared filter (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter with
 * sourceId and filterValue; a message without a value clears the filter) as a value (./value.ts): the selected values,
 * kept in step with the host channel, and `share()` to set it for every widget on the page.
 *
 * @example
 * const topics = createSharedFilterStore(context.host, 'topic');
 * topics.share('Cardiology');          // this widget and all others now filter by Cardiology
 * topics.selected.value;               // ['Cardiology']
 * topics.dispose();                    // on unmount
 */
import { createValue, type ReadonlyValue } from './value';
import type { HostChannel, SharedFilter } from '../core/host-messages/channel';
import { nextSelection } from '../core/host-messages/selection';

export interface SharedFilterStore {
  readonly selected: ReadonlyValue<readonly string[]>;
  /** Sets (or with `add`, adds to) the filter for the whole page; null clears it. */
  share(value: string | null, add?: boolean): void;
  dispose(): void;
}

export function createSharedFilterStore(host: HostChannel, sourceId: string): SharedFilterStore {
  const selected = createValue<readonly string[]>([]);
  const off = host.onFilter((filter) => {
    if (filter.sourceId === sourceId) selected.value = nextSelection(selected.value, filter);
  });
  return {
    selected,
    share(value, add = false) {
      const filter: SharedFilter = { sourceId, filterValue: value, add };
      selected.value = nextSelection(selected.value, filter);
      host.shareFilter(filter);
    },
    dispose: off,
  };
}
