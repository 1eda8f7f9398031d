import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/core/i18n-dates/format-date';

describe('spec 2 §9 date format PP in the project time zone (default Europe/Berlin), spec 1 §9 date language', () => {
  it.each([
    ['2026-03-04T09:00:00Z', 'en', undefined, 'Mar 4, 2026'],
    ['2026-03-04T09:00:00Z', 'de', undefined, '4. März 2026'],
    ['2026-03-04T23:30:00Z', 'en', undefined, 'Mar 5, 2026'],
    ['2026-03-04T23:30:00Z', 'en', 'UTC', 'Mar 4, 2026'],
    ['2026-03-29 01:30', 'en', undefined, 'Mar 29, 2026'],
    [Date.UTC(2026, 9, 25, 22, 30), 'de', undefined, '25. Okt. 2026'],
    ['not a date', 'en', undefined, ''],
    [null, 'de', undefined, ''],
  ])('%j (%s, %j) → %j', (date, lang, tz, expected) => {
    expect(formatDate(date, lang as 'en' | 'de', tz)).toBe(expected);
  });

  it('takes another pattern', () => {
    expect(formatDate('2026-03-29T09:00:00+02:00', 'de', 'Europe/Berlin', 'HH:mm')).toBe('09:00');
  });
});
