/** Fixed product suffix ending every document title (spec 1 §2). */
export const DOCUMENT_TITLE_SUFFIX = 'Congress Portal';

export interface DocumentTitleParts {
  /** Content type or page label, e.g. 'Events'. */
  contentType?: unknown;
  /** Title of the current project, else group. */
  scope?: unknown;
  /** Client title. */
  client?: unknown;
}

/**
 * Document title pattern (spec 1 §2): '{content type} | {project or group} | {client} | ' + product suffix.
 * Blank or missing parts are left out rather than shown as empty segments.
 * @example documentTitle({ contentType: 'Events', scope: 'ESC 2026', client: 'ESC' }) // 'Events | ESC 2026 | ESC | Congress Portal'
 */
export function documentTitle(
  parts: DocumentTitleParts | null | undefined,
  suffix: string = DOCUMENT_TITLE_SUFFIX,
): string {
  const p = parts ?? {};
  return [p.contentType, p.scope, p.client, suffix]
    .map((x) => (typeof x === 'string' || typeof x === 'number' ? String(x).trim() : ''))
    .filter(Boolean)
    .join(' | ');
}
