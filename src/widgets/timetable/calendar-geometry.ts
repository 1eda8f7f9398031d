/** The calendar view's pixel grid: the fixed header and time column, row heights and column widths. */

/** Pixel geometry (px, never rem: spec/ARCHITECTURE shadow-root checklist). */
export const TIME_COL_PX = 56;
export const HEADER_PX = 44;
const ROW_PX = { normal: 20, compact: 14 } as const;

/** Pixels per minute: `scale` rows per hour (spec 3 §3), each row 20 px (14 px in the compact layout). */
export function pxPerMinute(scale: number, compact: boolean): number {
  return ((compact ? ROW_PX.compact : ROW_PX.normal) * scale) / 60;
}

/** Column width: channelsPerView columns fill the box (scroll beyond); the overview fits every column. */
export function columnWidth(width: number, count: number, perView: number, overview: boolean): number {
  const visible = Math.max(1, overview ? count : Math.min(perView, count));
  const free = Math.max(0, width - TIME_COL_PX - 2);
  return Math.max(overview ? 24 : 140, Math.floor(free / visible));
}
