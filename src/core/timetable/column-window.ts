/** A range of calendar columns `[from, to)` to render. */
export interface ColumnWindow {
  from: number;
  to: number;
}

/**
 * Horizontal windowing of the calendar (issue 5 budgets: 40 rooms must not put every session in the DOM):
 * the columns in view plus `overscan` columns on each side. Returns all columns when they fit.
 */
export function visibleColumns(
  scrollLeft: number,
  viewportWidth: number,
  columnWidth: number,
  count: number,
  overscan: number,
): ColumnWindow {
  if (!(columnWidth > 0) || !(viewportWidth > 0) || count <= 0) return { from: 0, to: Math.max(0, count) };
  const first = Math.floor(Math.max(0, scrollLeft) / columnWidth);
  const last = Math.ceil((Math.max(0, scrollLeft) + viewportWidth) / columnWidth);
  return { from: Math.max(0, first - overscan), to: Math.min(count, last + overscan) };
}

/** Whether the columns in view (without overscan) still lie inside the rendered window. */
export function windowCovers(rendered: ColumnWindow, needed: ColumnWindow): boolean {
  return needed.from >= rendered.from && needed.to <= rendered.to;
}

/** The part of the axis in view, in minutes from its top: `[from, to)`. */
export interface MinuteWindow {
  from: number;
  to: number;
}

/** Minutes of the axis in view for a scroll position (px below the room header) and viewport height (px). */
export function visibleMinutes(scrollTop: number, viewportHeight: number, pxPerMinute: number): MinuteWindow {
  if (!(pxPerMinute > 0) || !(viewportHeight > 0)) return { from: 0, to: Infinity };
  const from = Math.max(0, scrollTop) / pxPerMinute;
  return { from, to: from + viewportHeight / pxPerMinute };
}

/**
 * Whether a placed session belongs to the first of the calendar's two render passes (issue 8 item 11: no task
 * over 50 ms): its column in view and its minutes overlapping the minutes in view. Everything else of the
 * window follows one frame later, into boxes whose size is already fixed, so nothing moves.
 */
export function inFirstPass(
  placed: { column: number; top: number; height: number },
  columns: ColumnWindow,
  minutes: MinuteWindow,
): boolean {
  return (
    placed.column >= columns.from &&
    placed.column < columns.to &&
    placed.top < minutes.to &&
    placed.top + placed.height > minutes.from
  );
}
