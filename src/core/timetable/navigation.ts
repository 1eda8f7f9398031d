import type { DayLayout } from './layout';

/**
 * Roving-tabindex target for an arrow key in the calendar (issue 5 §6): up/down within the column by start,
 * left/right to the nearest session (by start) in the next non-empty column, Home/End to the column's first
 * and last. Returns the new index into `layout.placed`, or null when the key does not move.
 */
export function nextSessionIndex(layout: DayLayout, current: number, key: string): number | null {
  const here = layout.placed[current];
  if (!here) return layout.placed.length ? 0 : null;
  const column = layout.byColumn[here.column];
  const pos = column.indexOf(current);
  if (key === 'ArrowDown') return column[pos + 1] ?? null;
  if (key === 'ArrowUp') return pos > 0 ? column[pos - 1] : null;
  if (key === 'Home') return column[0] ?? null;
  if (key === 'End') return column[column.length - 1] ?? null;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let c = here.column + step; c >= 0 && c < layout.byColumn.length; c += step) {
    const candidates = layout.byColumn[c];
    if (candidates.length === 0) continue;
    let best = candidates[0];
    for (const i of candidates) {
      if (Math.abs(layout.placed[i].top - here.top) < Math.abs(layout.placed[best].top - here.top)) best = i;
    }
    return best;
  }
  return null;
}
