import { describe, expect, it } from 'vitest';
import { libraryQueryAfter, librarySortDefault, readLibraryState } from '../../../../src/core/library/library-query';
import { LIBRARY } from './library-settings';

/** The URL as the router keeps it: state → query → state. */
const roundTrip = (
  query: Record<string, string>,
  type: 'congressresources' | 'events' | 'slides' | 'speakers' = 'congressresources',
) => readLibraryState(type, query, LIBRARY);

describe('issue 11 item 1: every listing state lives in the URL (round-trip)', () => {
  it('defaults: date descending, page 1, tiles, no filters, no open slide; nothing of that is written', () => {
    expect(roundTrip({})).toEqual({
      contentType: 'congressresources',
      q: '',
      filters: [],
      sort: { field: 'date', order: 'desc' },
      page: 1,
      view: 'tiles',
      slide: null,
    });
  });
  it('filter + sort + page + view + slide written by libraryQueryAfter read back the same', () => {
    let query: Record<string, string> = { fakenow: '2026-03-04T10:00:00+01:00' };
    const steps = [
      { kind: 'filter', filter: { field: 'topics', value: 'Heart; lung|brain' } },
      { kind: 'filter', filter: { field: 'crtype', value: 'lecture' } },
      { kind: 'sort', field: 'title' },
      { kind: 'view', view: 'list' },
      { kind: 'page', page: 3 },
      { kind: 'slide', id: '1500002' },
    ] as const;
    for (const step of steps) query = libraryQueryAfter(query, roundTrip(query), step);
    const state = roundTrip(query);
    expect(state).toEqual({
      contentType: 'congressresources',
      q: '',
      page: 3,
      view: 'list',
      slide: '1500002',
      sort: { field: 'title', order: 'asc' },
      filters: [
        { field: 'topics', value: 'Heart; lung|brain' },
        { field: 'crtype', value: 'lecture' },
      ],
    });
    expect(query.fakenow).toBe('2026-03-04T10:00:00+01:00');
    // Through a real URL and back.
    const again = Object.fromEntries(new URLSearchParams(new URLSearchParams(query).toString()));
    expect(roundTrip(again)).toEqual(state);
  });
  it('spec 2 §2 events slider: view=slider is written and read back for events; tiles again removes it; resources read it as tiles', () => {
    const slider = libraryQueryAfter({}, roundTrip({}, 'events'), { kind: 'view', view: 'slider' });
    expect(slider).toEqual({ view: 'slider' });
    expect(roundTrip(slider, 'events').view).toBe('slider');
    expect(roundTrip(slider, 'congressresources').view).toBe('tiles');
    expect(libraryQueryAfter(slider, roundTrip(slider, 'events'), { kind: 'view', view: 'tiles' })).toEqual({});
  });
  it('spec 2 §4: changing sort, filter or content type and clearing filters reset the page to 1; view and slide keep it', () => {
    const query = { page: '4', filter: 'topics==A', sort: 'title', order: 'asc', slide: '9' };
    const state = roundTrip(query);
    expect(libraryQueryAfter(query, state, { kind: 'sort', field: 'date' }).page).toBeUndefined();
    expect(
      libraryQueryAfter(query, state, { kind: 'filter', filter: { field: 'topics', value: 'B' } }).page,
    ).toBeUndefined();
    expect(libraryQueryAfter(query, state, { kind: 'clear-filters' })).toEqual({
      sort: 'title',
      order: 'asc',
      slide: '9',
    });
    expect(libraryQueryAfter(query, state, { kind: 'contenttype' })).toEqual({ filter: 'topics==A' });
    expect(libraryQueryAfter(query, state, { kind: 'view', view: 'list' }).page).toBe('4');
    expect(libraryQueryAfter(query, state, { kind: 'page', page: 1 }).page).toBeUndefined();
  });
  it('spec 2 §4 sort flip: choosing the same field again flips the order; a new field starts with its own default', () => {
    let query: Record<string, string> = {};
    query = libraryQueryAfter(query, roundTrip(query), { kind: 'sort', field: 'date' });
    expect(roundTrip(query).sort).toEqual({ field: 'date', order: 'asc' });
    query = libraryQueryAfter(query, roundTrip(query), { kind: 'sort', field: 'date' });
    expect(roundTrip(query).sort).toEqual({ field: 'date', order: 'desc' });
    query = libraryQueryAfter(query, roundTrip(query), { kind: 'sort', field: 'speaker' });
    expect(roundTrip(query).sort).toEqual({ field: 'speaker', order: 'asc' });
  });
  it('a filter clicked again is removed (checkbox); a filter without field or value is ignored (spec 2 §2)', () => {
    const query = libraryQueryAfter({}, roundTrip({}), { kind: 'filter', filter: { field: 'topics', value: 'A' } });
    expect(
      libraryQueryAfter(query, roundTrip(query), { kind: 'filter', filter: { field: 'topics', value: 'A' } }).filter,
    ).toBeUndefined();
    expect(
      libraryQueryAfter({}, roundTrip({}), { kind: 'filter', filter: { field: '', value: 'A' } }).filter,
    ).toBeUndefined();
  });
  it.each([
    [{ page: '-4' }, 1],
    [{ page: 'abc' }, 1],
    [{ page: '2.7' }, 2],
    [{ page: '12' }, 12],
  ])('page %j reads as %i', (query, page) => {
    expect(roundTrip(query).page).toBe(page);
  });
});

describe('spec 1 §4, spec 2 §4-5: default sort and the sort options the URL may name', () => {
  it.each([
    ['speakers tab: speaker ascending', 'speakers', {}, false, { field: 'speaker', order: 'asc' }],
    ['while searching: relevance', 'congressresources', {}, true, { field: 'relevance', order: 'desc' }],
    [
      'scope library sortBy title asc',
      'events',
      { sortBy: 'title', sortOrder: 'asc' },
      false,
      { field: 'title', order: 'asc' },
    ],
    [
      'sortBy datestart means date',
      'congressresources',
      { sortBy: 'datestart' },
      false,
      { field: 'date', order: 'desc' },
    ],
    ['no library: date descending', 'slides', null, false, { field: 'date', order: 'desc' }],
    [
      'unknown sortBy: date descending',
      'congressresources',
      { sortBy: 'colour', sortOrder: 'sideways' },
      false,
      { field: 'date', order: 'desc' },
    ],
  ] as const)('%s', (_name, type, library, searching, expected) => {
    expect(librarySortDefault(type, library, searching)).toEqual(expected);
  });
  it('relevance only while searching, likes only when likes are enabled; others fall back to the default', () => {
    expect(readLibraryState('congressresources', { sort: 'relevance' }).sort.field).toBe('date');
    expect(readLibraryState('congressresources', { sort: 'relevance', q: 'heart' }).sort.field).toBe('relevance');
    expect(readLibraryState('congressresources', { sort: 'likes' }, null, { likesEnabled: 0 }).sort.field).toBe('date');
    expect(readLibraryState('congressresources', { sort: 'likes' }, null, { likesEnabled: 1 }).sort.field).toBe(
      'likes',
    );
    expect(readLibraryState('congressresources', { sort: 'bogus' }).sort.field).toBe('date');
  });
});
