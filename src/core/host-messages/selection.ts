import type { SharedFilter } from './channel';

/**
 * The selection after a shared-filter message (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter with
 * sourceId and filterValue): SetFilter replaces, AddFilter adds (no duplicates), a message without a value
 * clears. Pure; callers first check that the message's `sourceId` is the filter they hold.
 * @example nextSelection(['a'], { sourceId: 'topic', filterValue: 'b', add: true }) // ['a', 'b']
 */
export function nextSelection(current: readonly string[], filter: SharedFilter): string[] {
  if (filter.filterValue === null || filter.filterValue === undefined || filter.filterValue === '') return [];
  if (!filter.add) return [filter.filterValue];
  return current.includes(filter.filterValue) ? [...current] : [...current, filter.filterValue];
}
