import { TRUNCATE_DEFAULT_LENGTH } from '../constants';

/** Appended to every shortened text (spec 3 §5). One character, so the result never exceeds `maxLength`. */
export const ELLIPSIS = '…';

/**
 * Truncation helper (spec 3 §5): default max length 50, cut at a word boundary unless `force`, ellipsis appended.
 * The result, ellipsis included, is at most `maxLength` characters. Null and non-strings give ''; a missing or
 * non-numeric limit means 50.
 * @example truncate('The quick brown fox jumps', 12) // 'The quick…'
 * @example truncate('The quick brown fox jumps', 12, true) // 'The quick b…'
 */
export function truncate(text: unknown, maxLength: number = TRUNCATE_DEFAULT_LENGTH, force = false): string {
  const s = text == null ? '' : typeof text === 'string' ? text : typeof text === 'number' ? String(text) : '';
  const n = maxLength === null || maxLength === undefined || (maxLength as unknown) === '' ? NaN : Number(maxLength);
  const max = Number.isFinite(n) ? Math.floor(n) : TRUNCATE_DEFAULT_LENGTH;
  if (s.length <= max) return s;
  if (max <= 0) return '';
  let cut = s.slice(0, max - 1);
  if (!force) {
    const boundary = cut.search(/\s\S*$/);
    // The word going on past the cut is dropped; a single over-long word is cut hard instead of vanishing.
    if (/\S/.test(s.charAt(max - 1)) && boundary > 0) cut = cut.slice(0, boundary);
  }
  return cut.trimEnd() + ELLIPSIS;
}
