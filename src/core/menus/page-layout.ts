import { LAYOUT_GRID_COLUMNS } from '../constants';
import { asArray, asRecord, isOn, toNumber } from '../values';

export interface PlacedWidget<T> {
  widget: T;
  /** Column start, 0 to 11. */
  x: number;
  /** Column span, 1 to 12 - x. */
  w: number;
}

export interface WidgetRow<T> {
  y: number;
  widgets: PlacedWidget<T>[];
}

/** Spec 1 §2, spec 3 §2: a widget with layout.hide is hidden unless the query `hidden` is set. */
export function isWidgetShown(widget: unknown, hiddenQuerySet: boolean): boolean {
  return hiddenQuerySet || !isOn(asRecord(asRecord(widget)?.layout)?.hide);
}

/**
 * Spec 3 §2 Page-builder widgets, §9: widgets laid out in rows by y position on a 12-column grid.
 * Rows are ordered by y, widgets in a row by x (then by list order). x is clamped to 0–11 and w to
 * 1–(12 - x); a missing w spans the rest of the row; widgets without a numeric y form a last row.
 */
export function pageWidgetRows<T>(widgets: unknown, hiddenQuerySet = false): WidgetRow<T>[] {
  const rows = new Map<number, (PlacedWidget<T> & { index: number })[]>();
  asArray<T>(widgets).forEach((widget, index) => {
    if (asRecord(widget) === null || !isWidgetShown(widget, hiddenQuerySet)) return;
    const layout = asRecord(asRecord(widget)?.layout);
    const y = toNumber(layout?.y) ?? Number.MAX_SAFE_INTEGER;
    const x = Math.min(LAYOUT_GRID_COLUMNS - 1, Math.max(0, Math.floor(toNumber(layout?.x) ?? 0)));
    const room = LAYOUT_GRID_COLUMNS - x;
    const w = Math.min(room, Math.max(1, Math.floor(toNumber(layout?.w) ?? room)));
    const row = rows.get(y) ?? [];
    row.push({ widget, x, w, index });
    rows.set(y, row);
  });
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([y, row]) => ({
      y,
      widgets: row.sort((a, b) => a.x - b.x || a.index - b.index).map(({ widget, x, w }) => ({ widget, x, w })),
    }));
}

export interface GridCell<T> extends PlacedWidget<T> {
  /** Grid row line, from 1. */
  row: number;
}

/**
 * Spec 3 §2 Page-builder widgets: the rows of `pageWidgetRows` as cells of the 12-column grid. Every y-row starts
 * on a grid line of its own below all earlier rows, so a widget with a later y never sits beside one above it
 * (auto-placement would put it there when the columns are free). Widgets of one y that would overlap (the same x,
 * or no layout at all) wrap onto a further line, in their order.
 */
export function pageGridCells<T>(widgets: unknown, hiddenQuerySet = false): GridCell<T>[] {
  const cells: GridCell<T>[] = [];
  let line = 0;
  for (const row of pageWidgetRows<T>(widgets, hiddenQuerySet)) {
    let end = Number.POSITIVE_INFINITY; // a new y starts a new line
    for (const placed of row.widgets) {
      if (placed.x < end) line += 1;
      end = placed.x + placed.w;
      cells.push({ ...placed, row: line });
    }
  }
  return cells;
}
