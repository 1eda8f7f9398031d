import { SLIDER_BREAKPOINTS_PLAYER, SLIDER_BREAKPOINTS_TEASER } from '../constants';
import { asArray, asRecord, toNumber } from './values';

export type SliderArea = 'player' | 'teaser';

/**
 * Slides shown per viewport width (strictly above each breakpoint): player area (spec 3 §9)
 * 4 above 1185 px, 3 above 866, 2 above 577, else 1; header and library teaser (spec 2 §9,
 * spec 3 §9) 4 above 1226, 3 above 884, 2 above 595, else 1. A bad width shows 1.
 */
export function slidesForWidth(width: unknown, area: SliderArea): number {
  const w = toNumber(width);
  if (w === null) return 1;
  const table = area === 'player' ? SLIDER_BREAKPOINTS_PLAYER : SLIDER_BREAKPOINTS_TEASER;
  for (const { minWidthExclusive, slides } of table) if (w > minWidthExclusive) return slides;
  return 1;
}

export interface ResponsiveBreakpoint {
  breakpoint: number;
  settings: Record<string, unknown>;
}

/**
 * Spec 3 §5: responsive breakpoints (card slider, slideshows) that are not numeric are dropped;
 * numeric strings are kept as numbers. Entries keep their order.
 */
export function numericBreakpoints(responsive: unknown): ResponsiveBreakpoint[] {
  const out: ResponsiveBreakpoint[] = [];
  for (const entry of asArray<unknown>(responsive)) {
    const record = asRecord(entry);
    const breakpoint = toNumber(record?.breakpoint);
    if (record && breakpoint !== null) out.push({ breakpoint, settings: asRecord(record.settings) ?? {} });
  }
  return out;
}
