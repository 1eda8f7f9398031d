import { describe, expect, it } from 'vitest';
import { documentTitle, DOCUMENT_TITLE_SUFFIX } from '../../../../src/core/client/document-title';

describe("spec 1 §2 document title pattern: '{content type} | {project or group} | {client} | ' + product suffix", () => {
  it('joins all parts with the suffix', () => {
    expect(documentTitle({ contentType: 'Events', scope: 'ESC Congress 2026', client: 'ESC' })).toBe(
      `Events | ESC Congress 2026 | ESC | ${DOCUMENT_TITLE_SUFFIX}`,
    );
  });

  it.each([
    [{ contentType: 'Library', client: 'ESC' }, `Library | ESC | ${DOCUMENT_TITLE_SUFFIX}`],
    [{ contentType: '  ', scope: null, client: 'ESC' }, `ESC | ${DOCUMENT_TITLE_SUFFIX}`],
    [{ contentType: { x: 1 }, scope: 42, client: undefined }, `42 | ${DOCUMENT_TITLE_SUFFIX}`],
    [null, DOCUMENT_TITLE_SUFFIX],
  ])('leaves out blank or malformed parts: %j', (parts, expected) => {
    expect(documentTitle(parts as never)).toBe(expected);
  });

  it('takes another suffix', () => {
    expect(documentTitle({ contentType: 'Speakers' }, 'Portal')).toBe('Speakers | Portal');
  });
});
