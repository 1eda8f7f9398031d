import { parseContentType } from './content-type';

export type CardView = 'tiles' | 'list' | 'slider';

/**
 * Card view from a stored/query value (spec 1 §4, spec 2 §4): 'list' or 'tiles'; default tiles. Events also have a
 * slider (spec 2 §2 "events in tiles, table or slider"): 'slider' is read only where `contentType` is events.
 */
export function parseCardView(value: unknown, contentType?: unknown): CardView {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'list') return 'list';
  return v === 'slider' && parseContentType(contentType) === 'events' ? 'slider' : 'tiles';
}

/** The views a listing's switch offers (spec 2 §2): tiles and list; events a slider too. */
export function cardViews(contentType: unknown): CardView[] {
  return parseContentType(contentType) === 'events' ? ['tiles', 'list', 'slider'] : ['tiles', 'list'];
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
