import { describe, expect, it } from 'vitest';
import { createTranslate, fillPlaceholders, toSupportedLocale } from '../../../src/i18n/translate';
import { clientDefaultLanguage, resolveLocale } from '../../../src/i18n/resolve-locale';
import { commonMessages } from '../../../src/i18n/messages/common';
import { setupMessages } from '../../../src/i18n/messages/setup';
import type { ClientConfig } from '../../../src/core/types';

const widget = { en: { 'w.title': 'Programme', 'action.retry': 'Reload widget' }, de: { 'w.title': 'Programm' } };

describe('createTranslate: client overrides ← widget messages ← common messages', () => {
  it.each([
    ['a widget key in German', 'de', 'w.title', {}, 'Programm'],
    ['a common key in German', 'de', 'action.retry', {}, 'Erneut versuchen'],
    ['the widget wins over common messages', 'en', 'action.retry', {}, 'Reload widget'],
    ['client overrides win over everything', 'de', 'w.title', { 'w.title': 'Tagesprogramm' }, 'Tagesprogramm'],
    ['an empty override is ignored', 'de', 'w.title', { 'w.title': '' }, 'Programm'],
    ['a missing German text falls back to English', 'fr', 'w.title', {}, 'Programme'],
    ['an unknown key is shown as the key', 'en', 'no.such.key', {}, 'no.such.key'],
  ])('%s', (_title, locale, key, overrides, expected) => {
    expect(createTranslate(locale, [widget, commonMessages], overrides)(key)).toBe(expected);
  });

  it('fills {name} placeholders and leaves unknown ones', () => {
    const t = createTranslate('en', [commonMessages, setupMessages]);
    expect(t('error.unknownWidget', { widget: 'foo' })).toBe('There is no widget called “foo”.');
    expect(fillPlaceholders('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('spec 3 §8: the missing-settings text is "no widget settings found"', () => {
    expect(createTranslate('en', [setupMessages])('error.noWidgetSettings')).toBe('no widget settings found');
  });

  it('every common key exists in English and German', () => {
    expect(Object.keys(commonMessages.de).sort()).toEqual(Object.keys(commonMessages.en).sort());
  });

  it('every key of a wrongly set-up page exists in English and German, and none repeats a common key', () => {
    expect(Object.keys(setupMessages.de).sort()).toEqual(Object.keys(setupMessages.en).sort());
    expect(Object.keys(setupMessages.en).filter((key) => key in commonMessages.en)).toEqual([]);
  });

  it.each([
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['en_GB', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('toSupportedLocale(%s) = %s', (input, expected) => {
    expect(toSupportedLocale(input as string)).toBe(expected);
  });
});

describe('locale: options.locale ← data-locale ← client default language ← en', () => {
  const config = (languages: unknown) => ({ languages }) as unknown as ClientConfig;
  it.each([
    ['options win', 'de', 'en', config([{ short_code: 'fr' }]), 'de'],
    ['then data-locale', undefined, 'de', config([{ short_code: 'en' }]), 'de'],
    [
      'then the client default',
      undefined,
      undefined,
      config([{ short_code: 'en' }, { short_code: 'de', pivot: { default: 1 } }]),
      'de',
    ],
    [
      'then the first client language',
      undefined,
      undefined,
      config([{ short_code: 'de' }, { short_code: 'en' }]),
      'de',
    ],
    ['then en', undefined, undefined, null, 'en'],
    ['blank values are skipped', ' ', '', config('bad'), 'en'],
  ])('%s', (_title, option, init, clientConfig, expected) => {
    expect(resolveLocale(option, init, clientConfig)).toBe(expected);
  });

  it('clientDefaultLanguage tolerates malformed languages', () => {
    expect(clientDefaultLanguage(config([null, { short_code: 5 }]))).toBeUndefined();
  });
});
