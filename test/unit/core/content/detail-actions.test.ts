import { describe, expect, it } from 'vitest';
import { highlightTeaserCount, sortModules } from '../../../../src/core/content/modules';
import { transcriptDownload } from '../../../../src/core/content/transcript';
import { favouriteToggleEvent, isFavourite } from '../../../../src/core/content/favourites';
import { shareLink } from '../../../../src/core/content/share';
import { headerBannerAsset } from '../../../../src/core/content/banner';
import { externalLinkReturn } from '../../../../src/core/content/links';

describe('spec 1 §9 / spec 2 §9 package and spotlight modules sorted by sort', () => {
  it('sorts ascending, missing sort last, ties stable, junk dropped', () => {
    const mods = [
      { id: 'a', sort: 3 },
      { id: 'b' },
      { id: 'c', sort: '1' },
      null,
      { id: 'd', sort: 3 },
      'x',
      { id: 'e', sort: 'bad' },
    ];
    expect(sortModules(mods as never[]).map((m: { id: string }) => m.id)).toEqual(['c', 'a', 'd', 'b', 'e']);
    expect(sortModules(null)).toEqual([]);
  });
});

describe('spec 2 §9 highlight teaser: 3 items single row, else 6', () => {
  it.each([
    [true, 3],
    [false, 6],
    [undefined, 6],
    ['true', 6],
  ])('%j → %i', (v, n) => {
    expect(highlightTeaserCount(v)).toBe(n);
  });
});

describe('spec 2 §4 transcript download: loading while the language loads, not available without a player language', () => {
  it.each([
    [{ enabled: true, loading: true, resourceId: 1, language: 'de' }, { state: 'loading' }],
    [
      { enabled: true, resourceId: 12, language: 'de' },
      { state: 'available', language: 'de', path: 'translations/12/transcript_doc_de.pdf' },
    ],
    [
      { enabled: true, resourceId: '12', language: 'pt-pt' },
      { state: 'available', language: 'pt-PT', path: 'translations/12/transcript_doc_pt-PT.pdf' },
    ],
    [{ enabled: true, resourceId: 12, language: null }, { state: 'unavailable' }],
    [{ enabled: true, resourceId: 12, language: 'xx' }, { state: 'unavailable' }],
    [{ enabled: false, resourceId: 12, language: 'de' }, { state: 'unavailable' }],
    [{ enabled: true, resourceId: null, language: 'de' }, { state: 'unavailable' }],
  ])('%j → %j', (input, expected) => {
    expect(transcriptDownload(input)).toEqual(expected);
  });
});

describe('spec 2 §4 / §5 favourite toggle: ADD_ITEM / REMOVE_ITEM, recorded only when signed in', () => {
  const basket = [
    { item_type: 'congressresource', item_id: 5 },
    { item_type: 'event', item_id: '9' },
  ];
  const now = Date.UTC(2026, 2, 4, 9);
  it.each([
    [
      { signedIn: true, basketItems: basket, itemType: 'congressresource', itemId: '5', now },
      { event: 'REMOVE_ITEM', item_type: 'congressresource', item_id: '5', timestamp: '2026-03-04T09:00:00.000Z' },
    ],
    [
      { signedIn: true, basketItems: basket, itemType: 'event', itemId: 5, now },
      { event: 'ADD_ITEM', item_type: 'event', item_id: '5', timestamp: '2026-03-04T09:00:00.000Z' },
    ],
    [
      { signedIn: true, basketItems: null, itemType: 'slide', itemId: 1, now },
      { event: 'ADD_ITEM', item_type: 'slide', item_id: '1', timestamp: '2026-03-04T09:00:00.000Z' },
    ],
    [{ signedIn: false, basketItems: basket, itemType: 'event', itemId: 5, now }, null],
    [{ signedIn: true, basketItems: basket, itemType: 'speaker', itemId: 5, now }, null],
    [{ signedIn: true, basketItems: basket, itemType: 'event', itemId: '', now }, null],
    [{ signedIn: true, basketItems: basket, itemType: 'event', itemId: 5, now: Number.NaN }, null],
  ])('%j → %j', (input, expected) => {
    expect(favouriteToggleEvent(input)).toEqual(expected);
  });

  it('compares ids as strings', () => {
    expect(isFavourite(basket, 'event', 9)).toBe(true);
    expect(isFavourite('junk', 'event', 9)).toBe(false);
  });
});

describe('spec 2 §4 share dialog: optional timestamp as query t (seconds)', () => {
  it.each([
    ['https://p.example/esc/crs/a', 95.7, 'https://p.example/esc/crs/a?t=95'],
    ['https://p.example/esc/crs/a?v=2&t=10#x', 20, 'https://p.example/esc/crs/a?v=2&t=20#x'],
    ['https://p.example/esc/crs/a?t=10', undefined, 'https://p.example/esc/crs/a'],
    ['https://p.example/a', -1, 'https://p.example/a'],
    ['https://p.example/a', '30', 'https://p.example/a?t=30'],
    ['https://p.example/a', 0, 'https://p.example/a?t=0'],
    ['', 10, null],
  ])('%s with %j → %j', (url, t, expected) => {
    expect(shareLink(url, t)).toBe(expected);
  });
});

describe('spec 1 §2 / §5 header banner shown only if the asset exists; mobile variant under 768 px', () => {
  const both = { 'header.banner': 'b.jpg', 'header.banner.mobile': 'm.jpg' };
  it.each([
    [both, 767, 'm.jpg'],
    [both, 768, 'b.jpg'],
    [{ 'header.banner': 'b.jpg' }, 400, 'b.jpg'],
    [{ 'header.banner.mobile': 'm.jpg' }, 1200, null],
    [{}, 400, null],
    [null, 400, null],
    [both, undefined, 'b.jpg'],
  ])('%j at %j → %j', (assets, w, expected) => {
    expect(headerBannerAsset(assets, w)).toBe(expected);
  });
});

describe('spec 2 §4 external-link resource afterwards: back if the previous page was in the same project, else the project library', () => {
  it.each([
    ['esc', 'esc', { kind: 'back' }],
    ['other', 'esc', { kind: 'route', name: 'ProjectLibrary', params: { project: 'esc' } }],
    [null, 'esc', { kind: 'route', name: 'ProjectLibrary', params: { project: 'esc' } }],
    [null, null, { kind: 'home' }],
  ])('previous %j, project %j → %j', (prev, project, expected) => {
    expect(externalLinkReturn(prev, project)).toEqual(expected);
  });
});
