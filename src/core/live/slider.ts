import { SLIDER_BREAKPOINTS_PLAYER, SLIDER_BREAKPOINTS_TEASER, SLIDER_DEFAULTS } from '../constants';
import { asArray, asRecord, toNumber } from '../values';

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

/** Slider / slideshow options after defaults and clean-up. */
export interface SlideshowOptions {
  autoplay: boolean;
  autoplaySpeed: number;
  speed: number;
  slidesToShow: number;
  dots: boolean;
  fade: boolean;
  randomize: boolean;
  navButtons: boolean;
  responsive: ResponsiveBreakpoint[];
}

function positive(value: unknown, fallback: number): number {
  const n = toNumber(value);
  return n !== null && n > 0 ? n : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/**
 * slideshowOptions of the card slider, webcast display and live slideshow (spec 3 §3, §9): missing
 * or bad numbers take the defaults (slider: autoplaySpeed 6000, speed 1000, one slide; pass
 * LIVE_SLIDESHOW-based defaults for the live player), flags accept 0/1/"true"/"false", and
 * non-numeric responsive breakpoints are dropped (§5).
 */
export function slideshowOptions(raw: unknown, defaults: Partial<SlideshowOptions> = {}): SlideshowOptions {
  const o = asRecord(raw);
  return {
    autoplay: flag(o?.autoplay, defaults.autoplay ?? false),
    autoplaySpeed: positive(o?.autoplaySpeed, defaults.autoplaySpeed ?? SLIDER_DEFAULTS.autoplaySpeedMs),
    speed: positive(o?.speed, defaults.speed ?? SLIDER_DEFAULTS.speedMs),
    slidesToShow: Math.floor(positive(o?.slidesToShow, defaults.slidesToShow ?? SLIDER_DEFAULTS.slidesToShow)),
    dots: flag(o?.dots, defaults.dots ?? false),
    fade: flag(o?.fade, defaults.fade ?? false),
    randomize: flag(o?.randomize, defaults.randomize ?? false),
    navButtons: flag(o?.navButtons, defaults.navButtons ?? false),
    responsive: numericBreakpoints(o?.responsive),
  };
}
