import { describe, expect, it } from 'vitest';
import { localizedTitle } from '../../../../src/core/content/localized-title';
import { slugClass } from '../../../../src/core/content/slug-class';
import { commaListCount, hasInfotext, splitLines, stripTags } from '../../../../src/core/content/text';
import { usesMobileBanner } from '../../../../src/core/content/banner';
import { TRUNCATE } from '../../../../src/core/constants';

describe('spec 2 §5 localised title preferred when the client sets useLanguageInSearch to 1', () => {
  const item = { title: 'Heart failure', de_title: 'Herzinsuffizienz', fr_title: '  ' };
  it.each([
    ['de', 1, 'Herzinsuffizienz'],
    ['de-AT', '1', 'Herzinsuffizienz'],
    ['de', 0, 'Heart failure'],
    ['de', null, 'Heart failure'],
    ['fr', 1, 'Heart failure'],
    ['it', 1, 'Heart failure'],
    [undefined, 1, 'Heart failure'],
  ])('locale %j, flag %j → %s', (locale, flag, expected) => {
    expect(localizedTitle(item, locale, flag)).toBe(expected);
  });
  it('gives an empty string when there is no title at all', () => {
    expect(localizedTitle({}, 'de', 1)).toBe('');
    expect(localizedTitle(null, 'de', 1)).toBe('');
  });
  it('names the truncation call sites (spec 2 §5, spec 3 §9)', () => {
    expect([
      TRUNCATE.card,
      TRUNCATE.sessionLink,
      TRUNCATE.breadcrumbResource,
      TRUNCATE.eventType,
      TRUNCATE.teaserTitle,
    ]).toEqual([250, 72, 60, 30, 68]);
  });
});

describe('spec 1 §5 slug → CSS class: trim, non-alphanumerics to spaces, spaces to dashes, lowercase, underscore prefix', () => {
  it.each([
    ['ESC-2026', 'esc-2026'],
    ['  Heart & Lung  ', 'heart---lung'],
    ['2026 congress', '_2026-congress'],
    ['-foo', '_-foo'],
    ['!hello', '_-hello'],
    ['Ünïcode', '-n-code'.replace(/^/, '_')],
    ['', ''],
    [null, ''],
    [42, '_42'],
  ])('%j → %j', (slug, expected) => {
    expect(slugClass(slug)).toBe(expected);
  });
});

describe('spec 2 §5 comma-list counts (co-authors, moderators, panellists, coordinators)', () => {
  it.each([
    ['A, B, C', 3],
    ['A', 1],
    ['A,,B, ', 2],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [['A', 'B'], 2],
    [7, 1],
    [{}, 0],
  ])('%j → %i', (v, n) => {
    expect(commaListCount(v)).toBe(n);
  });
});

describe('spec 2 §5 literal backslash-n in agenda and vita becomes a line break (list of lines)', () => {
  it.each([
    ['09:00 Welcome\\n09:15 Keynote', ['09:00 Welcome', '09:15 Keynote']],
    ['a\nb\r\nc', ['a', 'b', 'c']],
    ['one line', ['one line']],
    ['a\\n\\nb', ['a', '', 'b']],
    ['', []],
    [null, []],
  ])('%j → %j', (text, lines) => {
    expect(splitLines(text)).toEqual(lines);
  });
});

describe('spec 2 §5 infotext counts as present only if non-blank', () => {
  it.each([
    ['Some text', true],
    ['<p>Text</p>', true],
    ['', false],
    ['   \n ', false],
    ['<p>&nbsp;</p>', false],
    ['<br/>', false],
    [null, false],
    [5, false],
  ])('%j → %s', (text, expected) => {
    expect(hasInfotext(text)).toBe(expected);
  });
});

describe('markup shown as plain text: every tag becomes a space (one rule for blank checks and the timetable overlay)', () => {
  it.each([
    ['<p>Heart</p><p>lung</p>', ' Heart  lung '],
    ['a<br>b', 'a b'],
    ['<img src=x onerror=alert(1)>', ' '],
    ['no tags', 'no tags'],
  ])('%j → %j', (html, text) => {
    expect(stripTags(html)).toBe(text);
  });
});

describe('spec 1 §2 / §9 mobile header banner under 768 px', () => {
  it.each([
    [767, true],
    [768, false],
    [320, true],
    ['767', true],
    [null, false],
  ])('%j → %s', (w, expected) => {
    expect(usesMobileBanner(w)).toBe(expected);
  });
});
