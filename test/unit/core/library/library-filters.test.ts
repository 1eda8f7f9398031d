import { describe, expect, it } from 'vitest';
import { readLibraryState } from '../../../../src/core/library/library-query';
import {
  applicableFilters,
  filterCategoryInScope,
  filterOptions,
  libraryFilterCategories,
  visibleOptions,
} from '../../../../src/core/library/library-filters';
import { librarySearchParams } from '../../../../src/core/library/library-search';
import { paginationRange } from '../../../../src/core/library/pagination-range';
import { filterSummaryCount } from '../../../../src/core/library/filter-categories';
import { LIBRARY } from './library-settings';

describe('spec 2 §2 filter sidebar: categories per content type and locale, options, maxVisibleItems', () => {
  it('categories apply by scope_* flags (none set: everywhere), by languages (locale), in their sort order; unusable ones are dropped', () => {
    expect(libraryFilterCategories(LIBRARY, 'congressresources', 'en').map((c) => c.title)).toEqual([
      'Topic',
      'Content type',
      'Year',
      'Everywhere',
    ]);
    expect(libraryFilterCategories(LIBRARY, 'congressresources', 'de').map((c) => c.title)).toEqual([
      'Topic',
      'Content type',
      'Year',
      'Nur Deutsch',
      'Everywhere',
    ]);
    expect(libraryFilterCategories(LIBRARY, 'events', 'en').map((c) => c.title)).toEqual([
      'Topic',
      'Year',
      'Everywhere',
    ]);
    expect(libraryFilterCategories(LIBRARY, 'speakers', 'en').map((c) => c.title)).toEqual(['Everywhere']);
    expect(filterCategoryInScope({ scope_slides: '1' }, 'slides')).toBe(true);
    expect(filterCategoryInScope(null, 'slides')).toBe(false);
  });
  it('category fields: type, field, open flag, maxVisibleItems default 10; values options skip blank values', () => {
    const [topic, crtype, year] = libraryFilterCategories(LIBRARY, 'congressresources', 'en');
    expect(topic).toMatchObject({ type: 'field', field: 'topics', open: true, maxVisibleItems: 10 });
    expect(crtype).toMatchObject({
      type: 'values',
      field: 'crtype',
      open: false,
      maxVisibleItems: 10,
      options: [
        { value: 'lecture', label: 'Lectures' },
        { value: 'eposter', label: 'E-posters' },
      ],
    });
    expect(year).toMatchObject({ type: 'date', field: 'datestart' });
  });
  it('options: topics sorted case-insensitively, years newest first, configured values in order with counts; an active value without count stays', () => {
    const [topic, crtype, year] = libraryFilterCategories(LIBRARY, 'congressresources', 'en');
    const aggregations = {
      topics: [
        { key: 'surgery', doc_count: 9 },
        { key: 'Cardiology', doc_count: 5 },
      ],
      crtype: [{ key: 'eposter', doc_count: 3 }],
      years: [
        { key: '2025', doc_count: 1 },
        { key: '2026', doc_count: 8 },
      ],
    };
    const active = [{ field: 'topics', value: 'Oncology' }];
    expect(filterOptions(topic, aggregations, active).map((o) => [o.value, o.count, o.active])).toEqual([
      ['Cardiology', 5, false],
      ['Oncology', 0, true],
      ['surgery', 9, false],
    ]);
    expect(filterOptions(crtype, aggregations, []).map((o) => [o.label, o.count])).toEqual([
      ['Lectures', 0],
      ['E-posters', 3],
    ]);
    expect(filterOptions(year, aggregations, []).map((o) => o.value)).toEqual(['2026', '2025']);
    expect(filterOptions(crtype, undefined, []).map((o) => o.count)).toEqual([null, null]);
  });
  it("spec 2 §2/issue 11: facet counts are disjunctive per category — the options of an active category show the server's counts as they are (no narrowing by the SDK), for field, values and date categories alike", () => {
    const [topic, crtype, year] = libraryFilterCategories(LIBRARY, 'congressresources', 'en');
    // The server counts each category without its own selection: the other values keep their counts.
    const aggregations = {
      topics: [
        { key: 'Cardiology', doc_count: 5 },
        { key: 'Oncology', doc_count: 7 },
      ],
      crtype: [
        { key: 'lecture', doc_count: 4 },
        { key: 'eposter', doc_count: 3 },
      ],
      years: [
        { key: '2025', doc_count: 2 },
        { key: '2026', doc_count: 8 },
      ],
    };
    const active = [
      { field: 'topics', value: 'Cardiology' },
      { field: 'crtype', value: 'lecture' },
      { field: 'datestart', value: '2026' },
    ];
    expect(filterOptions(topic, aggregations, active).map((o) => [o.value, o.count, o.active])).toEqual([
      ['Cardiology', 5, true],
      ['Oncology', 7, false],
    ]);
    expect(filterOptions(crtype, aggregations, active).map((o) => [o.value, o.count, o.active])).toEqual([
      ['lecture', 4, true],
      ['eposter', 3, false],
    ]);
    expect(filterOptions(year, aggregations, active).map((o) => [o.value, o.count, o.active])).toEqual([
      ['2026', 8, true],
      ['2025', 2, false],
    ]);
    // An active year the answer does not count (another category's filter excludes it) stays, at 0.
    expect(
      filterOptions(year, aggregations, [{ field: 'datestart', value: '2024' }]).map((o) => [o.value, o.count]),
    ).toEqual([
      ['2026', 8],
      ['2025', 2],
      ['2024', 0],
    ]);
  });
  it('maxVisibleItems: the first n show, active ones always, the rest behind "show all"', () => {
    const options = ['a', 'b', 'c', 'd'].map((value, i) => ({
      field: 'f',
      value,
      label: value,
      count: 1,
      active: i === 3,
    }));
    const { shown, hidden } = visibleOptions(options, 2);
    expect(shown.map((o) => o.value)).toEqual(['a', 'b', 'd']);
    expect(hidden).toBe(1);
  });
});

describe('filter counting (spec 2 §2 toolbar; issue 11 bad input)', () => {
  const categories = libraryFilterCategories(LIBRARY, 'congressresources', 'en');
  it("only filters of the listing's categories count; unknown fields in the URL are ignored; duplicates count once", () => {
    const state = readLibraryState(
      'congressresources',
      { filter: 'topics==A;nosuch==x;topics==A;crtype==lecture;language==de' },
      LIBRARY,
    );
    expect(applicableFilters(state.filters, categories)).toEqual([
      { field: 'topics', value: 'A' },
      { field: 'crtype', value: 'lecture' },
    ]);
    expect(applicableFilters(state.filters, libraryFilterCategories(LIBRARY, 'speakers', 'en'))).toEqual([]);
  });
  it.each([
    [3, null],
    [4, 4],
    [0, null],
  ])('spec 2 §2 summary count: %i active → %j', (n, expected) => {
    expect(filterSummaryCount(n)).toBe(expected);
  });
});

describe('spec 2 §7 the search request of a listing', () => {
  const categories = libraryFilterCategories(LIBRARY, 'congressresources', 'en');
  it('page 3 of resources: limit 24 from 48; values of one field are alternatives, fields all hold; date values are years', () => {
    const state = readLibraryState(
      'congressresources',
      { page: '3', sort: 'date', order: 'asc', q: '  heart ' },
      LIBRARY,
    );
    const filters = [
      { field: 'topics', value: 'A|B' },
      { field: 'topics', value: 'C' },
      { field: 'crtype', value: 'lecture' },
      { field: 'datestart', value: '2026' },
      { field: 'datestart', value: 'bad' },
    ];
    expect(librarySearchParams({ state, filters, categories, scope: { project: 'dmc2026' }, lang: 'en' })).toEqual({
      type: 'congressresource',
      query: 'heart',
      limit: '24',
      from: '48',
      sort: 'datestart',
      aggregations: 'true',
      project: 'dmc2026',
      filter: 'topics==A\\|B|C;crtype==lecture',
      years: '2026',
      lang: 'en',
    });
  });
  it('slides pages hold 48; speakers sort by speaker; a group scope wins over a project; the text is cut to 200', () => {
    const slides = librarySearchParams({
      state: readLibraryState('slides', { page: '2' }),
      filters: [],
      categories: [],
      scope: { group: 'dms', project: 'x' },
    });
    expect(slides).toMatchObject({ type: 'timeline', limit: '48', from: '48', group: 'dms', sort: '-datestart' });
    expect(slides.project).toBeUndefined();
    const speakers = librarySearchParams({
      state: readLibraryState('speakers', { q: 'x'.repeat(2000) }),
      filters: [],
      categories: [],
      scope: {},
    });
    expect(speakers).toMatchObject({ type: 'speaker', sort: 'speaker' });
    expect(speakers.query).toHaveLength(200);
  });
});

describe('spec 2 §9 pagination page range 3, first and last always shown, ellipses', () => {
  it.each([
    [1, 71, [1, 2, 3, 'ellipsis', 71]],
    [36, 71, [1, 'ellipsis', 35, 36, 37, 'ellipsis', 71]],
    [71, 71, [1, 'ellipsis', 69, 70, 71]],
    [3, 5, [1, 2, 3, 4, 5]],
  ] as const)('page %i of %i', (page, total, expected) => {
    expect(paginationRange(page, total)).toEqual(expected);
  });
});
