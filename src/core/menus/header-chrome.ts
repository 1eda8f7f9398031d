import {
  HEADER_RESHOW_SCROLL_UP_PX,
  NAV_BREAKPOINT_PX,
  SCROLL_CHECK_THROTTLE_MS,
  SCROLL_THRESHOLD_PX,
  SCROLL_TO_TOP_THRESHOLD_PX,
  SUBNAV_BREAKPOINT_PX,
} from '../constants';
import { asRecord, isOn, nonEmptyString, toNumber } from '../values';

/** Spec 3 §2/§9 Main navigation: below 1000 px a modal dialog, from 1000 px an inline bar. */
export function mainNavMode(viewportWidth: unknown): 'modal' | 'inline' {
  const w = toNumber(viewportWidth);
  return w !== null && w >= NAV_BREAKPOINT_PX ? 'inline' : 'modal';
}

/** Spec 3 §2/§9: the subnav in page widgets is always open below 1024 px (toggles from 1024 px). */
export function subnavAlwaysOpen(viewportWidth: unknown): boolean {
  const w = toNumber(viewportWidth);
  return w === null || w < SUBNAV_BREAKPOINT_PX;
}

/** Spec 3 §2/§9 Header: the menu button toggles the main nav; scrolled 100 px or more it scrolls to top. */
export function menuButtonAction(scrollY: unknown): 'toggleNav' | 'scrollToTop' {
  const y = toNumber(scrollY);
  return y !== null && y >= SCROLL_TO_TOP_THRESHOLD_PX ? 'scrollToTop' : 'toggleNav';
}

/** Spec 1 §9 "scroll threshold 300 px": the portal's back-to-top button shows once the page is scrolled 300 px. */
export function showsBackToTop(scrollY: unknown): boolean {
  const y = toNumber(scrollY);
  return y !== null && y >= SCROLL_THRESHOLD_PX;
}

/**
 * Spec 1 §9 "scroll check throttle 200 ms": ms to wait before the next scroll check, the last one made at
 * `lastCheck` (ms, same clock as `now`); 0 when 200 ms have passed (or none was made).
 */
export function scrollCheckDelay(lastCheck: number | null, now: number): number {
  return lastCheck === null
    ? 0
    : Math.max(0, Math.min(SCROLL_CHECK_THROTTLE_MS, lastCheck + SCROLL_CHECK_THROTTLE_MS - now));
}

export interface BottomBarState {
  hidden: boolean;
  /** Re-shown as a fixed bar after an upward scroll (not in its normal place). */
  fixed: boolean;
  lastY: number;
  /** Where the current upward scroll began; null while scrolling down. */
  upFrom: number | null;
}

export const INITIAL_BOTTOM_BAR: BottomBarState = { hidden: false, fixed: false, lastY: 0, upFrom: null };

/**
 * Spec 3 §2/§9 Header bottom bar: it hides on scrolling down past its own height and reappears,
 * fixed, after scrolling up by more than 60 px. Back at the top it is in its normal place again.
 */
export function nextBottomBar(state: BottomBarState, scrollY: unknown, barHeight: unknown): BottomBarState {
  const y = Math.max(0, toNumber(scrollY) ?? 0);
  const height = Math.max(0, toNumber(barHeight) ?? 0);
  if (y === 0) return { ...INITIAL_BOTTOM_BAR };
  if (y > state.lastY) {
    return { ...state, hidden: state.hidden || y > height, lastY: y, upFrom: null };
  }
  if (y === state.lastY) return state;
  const upFrom = state.upFrom ?? state.lastY;
  const reshow = upFrom - y > HEADER_RESHOW_SCROLL_UP_PX;
  return reshow ? { hidden: false, fixed: true, lastY: y, upFrom } : { ...state, lastY: y, upFrom };
}

/** The header panels of which only one is open at a time (spec 3 §2). */
export type HeaderPanel = 'search' | 'usermenu' | 'nav' | 'megaLeft' | 'megaRight';

export type HeaderPanelEvent =
  | { type: 'toggle'; panel: HeaderPanel }
  | { type: 'escape' }
  | { type: 'documentClick' }
  | { type: 'routeChange' };

/**
 * Spec 3 §2 Header: only one of search, user menu, nav and left/right mega menu is open at a time.
 * Escape closes search — and, for keyboard users (WCAG 2.1.1, WAI-ARIA menu pattern), any open menu too; a
 * document click closes menus (not search, which has its own backdrop); a route change closes the nav and
 * mega menus.
 */
export function nextHeaderPanel(open: HeaderPanel | null, event: HeaderPanelEvent): HeaderPanel | null {
  switch (event.type) {
    case 'toggle':
      return open === event.panel ? null : event.panel;
    case 'escape':
      return null;
    case 'documentClick':
      return open === 'search' ? open : null;
    case 'routeChange':
      return open === 'nav' || open === 'megaLeft' || open === 'megaRight' ? null : open;
    default:
      return open;
  }
}

/**
 * Spec 3 §2 Header 'Live now': one notification per live, non-preview project other than the
 * current one, linking to its channels overview (ProjectChannels, /{project}/channels).
 */
export function liveNowProjects(
  projects: unknown,
  currentProject: unknown,
): { name: string; title: string; path: string }[] {
  const record = asRecord(projects);
  const list = Array.isArray(projects) ? projects : record ? Object.values(record) : [];
  const current = nonEmptyString(currentProject);
  const out: { name: string; title: string; path: string }[] = [];
  for (const entry of list) {
    const p = asRecord(entry);
    const name = nonEmptyString(p?.name);
    if (!p || name === null || name === current || !isOn(p.live) || isOn(p.preview)) continue;
    out.push({ name, title: nonEmptyString(p.title) ?? name, path: `/${encodeURIComponent(name)}/channels` });
  }
  return out;
}
