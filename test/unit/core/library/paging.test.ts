import { describe, expect, it } from 'vitest';
import { pageCount, pageSizeFor, parsePage, queryAfterChange, resetsPaging } from '../../../../src/core/library/paging';

describe('spec 1 §9 / spec 2 §9 page sizes (24, slides 48) and the 2017 list cap', () => {
  it.each([
    ['congressresources', 24],
    ['events', 24],
    ['speakers', 24],
    ['slides', 48],
    ['junk', 24],
  ])('%s → %i', (type, size) => {
    expect(pageSizeFor(type)).toBe(size);
  });

  it.each([
    [0, 24, 0],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [2017, 24, 85],
    [2018, 24, 85],
    [100000, 24, 85],
    [100000, 48, 43],
    ['50', '24', 3],
    [null, 24, 0],
    [10, 0, 0],
    [-5, 24, 0],
  ])('total %j, size %j → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('spec 2 §2 page query parameter', () => {
  it.each([
    ['3', undefined, 3],
    [2, undefined, 2],
    ['0', undefined, 1],
    ['-2', undefined, 1],
    ['abc', undefined, 1],
    [undefined, undefined, 1],
    ['2.7', undefined, 2],
    [['4'], undefined, 4],
    ['99', 5, 5],
  ])('%j (pages %j) → %i', (value, pages, expected) => {
    expect(parsePage(value, pages)).toBe(expected);
  });
});

describe('spec 1 §4 / spec 2 §4 paging reset: changing sort, filter or content type, or clearing filters, resets to page 1', () => {
  it.each([
    ['sort', true],
    ['filter', true],
    ['contenttype', true],
    ['clear-filters', true],
    ['page', false],
    ['view', false],
    ['x', false],
  ])('%s resets: %s', (change, expected) => {
    expect(resetsPaging(change)).toBe(expected);
  });

  it('removes page from the query on a reset and keeps everything else', () => {
    expect(queryAfterChange({ page: '4', q: 'heart', filter: 'a==b' }, 'sort')).toEqual({ q: 'heart', filter: 'a==b' });
    expect(queryAfterChange({ page: '4', q: 'heart' }, 'view')).toEqual({ page: '4', q: 'heart' });
    expect(queryAfterChange(null, 'clear-filters')).toEqual({});
  });
});
