import { describe, expect, it } from 'vitest';
import { defaultDateLanguage } from '../../../../src/core/i18n-dates/date-language';

describe('spec 1 §9 default date-language: German if the browser or default language is de, else English', () => {
  it.each([
    ['de', 'en', 'de'],
    ['de-AT', null, 'de'],
    ['en-US', 'de', 'de'],
    ['en-GB', 'en', 'en'],
    ['fr', 'it', 'en'],
    [undefined, undefined, 'en'],
    ['', '', 'en'],
    [42, {}, 'en'],
    ['DE_ch', 'en', 'de'],
  ])('browser %j, default %j → %s', (browser, def, expected) => {
    expect(defaultDateLanguage(browser, def)).toBe(expected);
  });
});
