/** A range of calendar columns `[from, to)` to render. */
export interface ColumnWindow { from: number; to: number }

/**
 * Horizontal windowing of the calendar (issue 5 budgets: 40 rooms must not put every session in the DOM):
 * the columns in view plus `overscan` columns on each side. Returns all columns when they fit.
 */
export function visibleColumns(scrollLeft: number, viewportWidth: number, columnWidth: number, count: number, overscan: number): ColumnWindow {
  if (!(columnWidth > 0) || !(viewportWidth > 0) || count <= 0) return { from: 0, to: Math.max(0, count) };
  const first = Math.floor(Math.max(0, scrollLeft) / columnWidth);
  const last = Math.ceil((Math.max(0, scrollLeft) + viewportWidth) / columnWidth);
  return { from: Math.max(0, first - overscan), to: Math.min(count, last + overscan) };
}

/** Whether the columns in view (without overscan) still lie inside the rendered window. */
export function windowCovers(rendered: ColumnWindow, needed: ColumnWindow): boolean {
  return needed.from >= rendered.from && needed.to <= rendered.to;
}
