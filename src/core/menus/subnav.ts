import { subnavAlwaysOpen } from './header-chrome';

/** Levels a subnav shows (spec 3 §2 Main navigation: "it has three levels"). */
export const SUBNAV_LEVELS = 3;

/**
 * Spec 3 §2 Main navigation, §9: the subnav is open below 1024 px whatever was toggled (`subnavAlwaysOpen`);
 * from 1024 px on it is open only while toggled open (a click toggles, Esc closes).
 */
export function subnavOpen(width: unknown, toggledOpen: boolean): boolean {
  return subnavAlwaysOpen(width) || toggledOpen;
}
