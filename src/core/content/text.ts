import { splitList } from '../values';

/**
 * Counts of co-authors, moderators, panellists and coordinators (spec 2 §5): the number of comma-separated
 * entries, blanks ignored. Drives count-aware headings ("Moderator" / "Moderators").
 */
export function commaListCount(value: unknown): number {
  return splitList(value).length;
}

/**
 * Literal backslash-n in agenda and vita becomes a line break (spec 2 §5). Returns the lines (real newlines
 * split too); the view joins them with line-break elements, so no HTML is produced here.
 */
export function splitLines(text: unknown): string[] {
  if (typeof text !== 'string' || text === '') return [];
  return text.split(/\\n|\r?\n/);
}

/**
 * Markup as plain text for places that show text only (the timetable overlay's description, blank checks): every
 * tag becomes a space, so words on both sides of `<br>` or `</p><p>` stay apart. Not a sanitizer — the result is
 * rendered as text, never as HTML. Anything but a string gives ''.
 * @example stripTags('<p>Heart</p><p>lung</p>') // ' Heart  lung '
 */
export function stripTags(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html.replace(/<[^>]*>/g, ' ');
}

/**
 * Infotext counts as present only if non-blank (spec 2 §5). Markup without text ('<p>&nbsp;</p>') is blank too.
 */
export function hasInfotext(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  return (
    stripTags(text)
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() !== ''
  );
}
