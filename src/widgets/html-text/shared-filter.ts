/** How the marked elements of an HTML text reflect the shared filter (settings.filterSourceId). */

/** Shows `[data-filter-value]` elements whose value is selected (all when nothing is); marks the share buttons. */
export function applySelection(container: ParentNode, selected: readonly string[]): void {
  container.querySelectorAll<HTMLElement>('[data-filter-value]').forEach((el) => {
    el.hidden = selected.length > 0 && !selected.includes(el.dataset.filterValue ?? '');
  });
  container.querySelectorAll<HTMLElement>('[data-share-filter]').forEach((el) => {
    el.setAttribute('aria-pressed', String(selected.includes(el.dataset.shareFilter ?? '')));
  });
}
