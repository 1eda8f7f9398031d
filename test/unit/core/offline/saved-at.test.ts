import { describe, expect, it } from 'vitest';
import { savedAtText } from '../../../../src/core/offline/saved-at';

const at = Date.parse('2026-03-04T13:05:00Z');

describe('offline programme (deliverable 4): "programme as of" names when the copy was saved', () => {
  it('the time of day in the project’s zone, 24-hour', () => {
    expect(savedAtText(at, at + 60_000, 'Europe/Berlin', 'en')).toBe('14:05');
    expect(savedAtText(at, at + 60_000, 'Europe/Berlin', 'de')).toBe('14:05');
  });
  it('with the date when the copy is older than a day', () => {
    expect(savedAtText(at, at + 2 * 86_400_000, 'Europe/Berlin', 'en')).toMatch(/4 Mar.*14:05|Mar 4.*14:05/);
  });
  it('a zone the runtime does not know falls back to the browser’s', () => {
    expect(savedAtText(at, at, 'Not/AZone', 'en')).toMatch(/^\d\d:\d\d$/);
  });
});
