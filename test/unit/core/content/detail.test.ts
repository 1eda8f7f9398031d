import { describe, expect, it } from 'vitest';
import {
  collapsesText,
  collectTopics,
  countLabel,
  detailMedia,
  exploreTopics,
  showsDescription,
  withoutSelf,
} from '../../../../src/core/content/detail';
import { splitLines } from '../../../../src/core/content/text';
import { externalUrl, surveyLink } from '../../../../src/core/content/links';

describe('spec 2 §4, §9 infotext collapse at 125 px with read more / read less', () => {
  it.each([
    [126, true],
    [125, false],
    [40, false],
    [Number.NaN, false],
    [undefined, false],
    ['300', false],
  ])('height %j → collapses %j', (h, expected) => {
    expect(collapsesText(h)).toBe(expected);
  });
});

describe('spec 2 §2 description section not for type abstract; infotext present only if non-blank (§5)', () => {
  it.each([
    [{ crtype: 'lecture', infotext: '<p>Text</p>' }, true],
    [{ crtype: 'abstract', infotext: '<p>Text</p>' }, false],
    [{ crtype: 'ABSTRACT', infotext: '<p>Text</p>' }, false],
    [{ crtype: 'lecture', infotext: '<p>&nbsp;</p>' }, false],
    [{ crtype: 'lecture' }, false],
    [null, false],
  ])('%j → %j', (r, expected) => expect(showsDescription(r)).toBe(expected));
});

describe('spec 2 §5 count-aware headings: co-authors, moderators, panellists and coordinators counted by comma-separated entries', () => {
  it.each([
    ['M. Weber', 'x.one', 1],
    ['M. Weber, S. Larsen', 'x.other', 2],
    ['A, , B,', 'x.other', 2],
  ])('%j → %s (%i)', (list, key, count) => {
    expect(countLabel('x', list)).toMatchObject({ key, count });
  });
  it('no entries → no section', () => {
    expect(countLabel('x', '')).toBeNull();
    expect(countLabel('x', null)).toBeNull();
    expect(countLabel('x', ' , ')).toBeNull();
  });
  it('gives the names trimmed', () => expect(countLabel('x', ' A ,B')?.names).toEqual(['A', 'B']));
});

describe('spec 2 §2, §4 media area: player or poster only for status 6 and consent not 0, else the status placeholder; external links redirect', () => {
  it.each([
    [{ status: 6, consent: 1, crtype: 'lecture' }, 'player'],
    [{ status: '6', crtype: 'slideset' }, 'player'],
    [{ status: 6, consent: 1, crtype: 'eposter' }, 'poster'],
    [{ status: 6, consent: 1, crtype: 'abstract' }, 'poster'],
    [{ status: 6, consent: 0, crtype: 'lecture' }, 'status'],
    [{ status: 2, consent: 1, crtype: 'lecture' }, 'status'],
    [{ status: 1, consent: 1, crtype: 'eposter' }, 'status'],
    [
      { status: 6, consent: 1, crtype: 'lecture', crdisplaytype: 'external-link', meta_externalUrl: 'example.org/x' },
      'external-link',
    ],
    [
      {
        status: 6,
        consent: 1,
        crtype: 'lecture',
        crdisplaytype: 'external-link',
        meta_externalUrl: 'javascript:alert(1)',
      },
      'player',
    ],
    [null, 'status'],
  ])('%j → %s', (r, expected) => expect(detailMedia(r)).toBe(expected));
});

describe('spec 2 §2 SpeakerDetail topics and topics2 collected from the speaker resources, sorted case-insensitively (§5)', () => {
  it('collects each topic once, case ignored, sorted', () => {
    expect(
      collectTopics([
        { topics: ['surgery', 'Oncology'], topics2: ['Guidelines'] },
        { topics: ['Surgery', ' cardiology '], topics2: null },
        null,
      ]),
    ).toEqual({ topics: ['cardiology', 'Oncology', 'surgery'], topics2: ['Guidelines'] });
  });
  it('bad input gives empty lists', () => expect(collectTopics('x')).toEqual({ topics: [], topics2: [] }));
});

describe('spec 2 §2, §9 per-topic explore-more lists: 8 per topic, without the resource itself', () => {
  it('one list per distinct topic, in the resource order', () => {
    expect(exploreTopics({ topics: ['B', 'A', 'B', ' '] })).toEqual(['B', 'A']);
  });
  it('leaves the page resource out and caps the list', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: i }));
    expect(withoutSelf(items, '3', 8).map((i) => i.id)).toEqual([0, 1, 2, 4, 5, 6, 7, 8]);
  });
});

describe('spec 2 §5 literal backslash-n in agenda and vita becomes a line break', () => {
  it('splits on the literal two characters', () =>
    expect(splitLines('08:00 Welcome\\n08:15 Keynote')).toEqual(['08:00 Welcome', '08:15 Keynote']));
});

describe('spec 2 §5 survey link: the user-id placeholder becomes the URL-encoded uuid', () => {
  it('encodes the uuid', () =>
    expect(surveyLink('https://s.example/?u=###uuid###', 'a b/c')).toBe('https://s.example/?u=a%20b%2Fc'));
});

describe('spec 2 §4 external-link resource: https:// added when there is no scheme', () => {
  it.each([
    ['example.org/x', 'https://example.org/x'],
    ['http://example.org', 'http://example.org'],
    ['javascript:alert(1)', null],
  ])('%s → %s', (u, expected) => {
    expect(externalUrl(u)).toBe(expected);
  });
});
