/**
 * HTML text is sanitized with DOMPurify: scripts, event handlers and `javascript:` URLs go; links may keep
 * `target`. Embedded scripts are handled separately (extract-scripts.ts + src/core/html/script-whitelist.ts).
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style'] });
}
