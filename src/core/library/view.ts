import { parseContentType } from './content-type';

export type CardView = 'tiles' | 'list';

/** Card view from a stored/query value (spec 1 §4, spec 2 §4): 'list' or 'tiles'; default tiles. */
export function parseCardView(value: unknown): CardView {
  return typeof value === 'string' && value.trim().toLowerCase() === 'list' ? 'list' : 'tiles';
}

/**
 * Toolbar controls per content type (spec 2 §2): the list/tile switch is hidden for slides and speakers; the filter
 * button is hidden for speakers.
 */
export function toolbarControls(contentType: unknown): { viewSwitch: boolean; filterButton: boolean } {
  const t = parseContentType(contentType);
  return { viewSwitch: t !== 'slides' && t !== 'speakers', filterButton: t !== 'speakers' };
}

/** Smart video library content type (spec 3 §5): slides, else congressresources. */
export function parseSmartLibraryContentType(value: unknown): 'slides' | 'congressresources' {
  return parseContentType(value) === 'slides' ? 'slides' : 'congressresources';
}
