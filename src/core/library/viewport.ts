import { FILTER_MENU_AUTO_OPEN_MIN_EXCLUSIVE_PX, FILTER_MENU_CLOSE_WIDTH_PX } from '../constants';
import { toNumber } from '../values';

/** Filter menu auto-opens only when the viewport is wider than 899 px (spec 1 §9, spec 2 §2): 899 no, 900 yes. */
export function filterMenuAutoOpens(viewportWidth: unknown): boolean {
  const w = toNumber(viewportWidth);
  return w !== null && w > FILTER_MENU_AUTO_OPEN_MIN_EXCLUSIVE_PX;
}

/** The open filter menu closes at widths of 567 px and below (spec 2 §2, spec 3 §9). Unknown widths keep it. */
export function filterMenuCloses(viewportWidth: unknown): boolean {
  const w = toNumber(viewportWidth);
  return w !== null && w <= FILTER_MENU_CLOSE_WIDTH_PX;
}
