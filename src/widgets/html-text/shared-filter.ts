/**
 * The shared filter inside an HTML text (settings.filterSourceId): which values are selected after a
 * Widget.SetFilter / Widget.AddFilter (spec 3 §2: a message without a value clears the filter), and how the
 * marked elements reflect it. `nextSelection` is pure.
 */
import type { SharedFilter } from '../../embed/contract';

export function nextSelection(current: readonly string[], filter: SharedFilter): string[] {
  if (filter.filterValue === null || filter.filterValue === undefined || filter.filterValue === '') return [];
  if (!filter.add) return [filter.filterValue];
  return current.includes(filter.filterValue) ? [...current] : [...current, filter.filterValue];
}

/** Shows `[data-filter-value]` elements whose value is selected (all when nothing is); marks the share buttons. */
export function applySelection(container: ParentNode, selected: readonly string[]): void {
  container.querySelectorAll<HTMLElement>('[data-filter-value]').forEach((el) => {
    el.hidden = selected.length > 0 && !selected.includes(el.dataset.filterValue ?? '');
  });
  container.querySelectorAll<HTMLElement>('[data-share-filter]').forEach((el) => {
    el.setAttribute('aria-pressed', String(selected.includes(el.dataset.shareFilter ?? '')));
  });
}
