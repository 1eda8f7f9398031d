/**
 * Final pixel values for the calendar's session blocks (issue 8 item 11). The blocks used to be placed by CSS
 * from per-block custom properties (`--c`, `--l`, `--n`, `--t`, `--h`) through `calc()` and `round()`: every
 * block then carried its own custom-property set, inherited by each of its children, so no two elements shared
 * a computed style and the first frame's style recalculation grew with every span. Computing the numbers here
 * once gives each block one plain inline `style` (top, left, width, height) and its title one `max-height`.
 */
import type { PlacedSession } from './layout';

/** The grid's measures: fixed header and time column, column width and pixels per minute. */
export interface GridMetrics {
  headerPx: number;
  timeColPx: number;
  columnPx: number;
  pxPerMinute: number;
}

export interface BlockGeometry {
  top: number;
  left: number;
  width: number;
  height: number;
  /** Height left for the title, a whole number of its lines (at least one). */
  titleMaxPx: number;
}

/** Title line height and the height the other visible parts of a block take (padding, borders, time, markers, gaps). */
export interface BlockTextMetrics {
  titleLinePx: number;
  fixedPx: number;
}

/** Block text metrics by look: regular; compact size classes (spec 3 §9) that hide markers or time; the overview. */
export function blockTextMetrics(sizeClass: string, overview: boolean): BlockTextMetrics {
  if (overview) return { titleLinePx: 13.75, fixedPx: 8 };
  if (sizeClass === 'size-30') return { titleLinePx: 16.25, fixedPx: 8 };
  if (sizeClass === 'size-45') return { titleLinePx: 16.25, fixedPx: 24 };
  return { titleLinePx: 16.25, fixedPx: 42 };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A block's box inside the grid: 1 px apart vertically, 2 px apart horizontally, lanes side by side. */
export function blockGeometry(
  p: Pick<PlacedSession, 'column' | 'lane' | 'lanes' | 'top' | 'height'>,
  g: GridMetrics,
  text: BlockTextMetrics,
): BlockGeometry {
  const height = p.height * g.pxPerMinute - 2;
  const lines = Math.floor((height - text.fixedPx) / text.titleLinePx);
  return {
    top: round2(g.headerPx + p.top * g.pxPerMinute + 1),
    left: round2(g.timeColPx + (p.column + p.lane / p.lanes) * g.columnPx + 2),
    width: round2(g.columnPx / p.lanes - 4),
    height: round2(height),
    titleMaxPx: round2(Math.max(1, lines) * text.titleLinePx),
  };
}

const topicColours = new Map<string, string>();

/** A stable colour per topic for the topic marker (computed once per topic and page). */
export function topicColour(topic: string): string {
  let colour = topicColours.get(topic);
  if (colour === undefined) {
    let h = 0;
    for (let i = 0; i < topic.length; i++) h = (h * 31 + topic.charCodeAt(i)) % 360;
    colour = `hsl(${h} 65% 42%)`;
    topicColours.set(topic, colour);
  }
  return colour;
}
