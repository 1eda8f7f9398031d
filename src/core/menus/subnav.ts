import { SUBNAV_BREAKPOINT_PX } from '../constants';

/** Levels a subnav shows (spec 3 §2 Main navigation: "it has three levels"). */
export const SUBNAV_LEVELS = 3;

/**
 * Spec 3 §2 Main navigation, §9: the subnav is always open below 1024 px; from 1024 px on it is open only while
 * toggled open (a click toggles, Esc closes). An unknown width counts as wide.
 */
export function subnavOpen(width: unknown, toggledOpen: boolean): boolean {
  return typeof width === 'number' && Number.isFinite(width) && width < SUBNAV_BREAKPOINT_PX ? true : toggledOpen;
}

/** True when the subnav has a toggle at this width (1024 px and wider). */
export function subnavToggles(width: unknown): boolean {
  return !(typeof width === 'number' && Number.isFinite(width) && width < SUBNAV_BREAKPOINT_PX);
}
