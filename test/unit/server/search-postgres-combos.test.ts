import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../demo/server/search/engine';
import { COMBO_COLUMNS, Combos } from '../../../demo/server/search/postgres/combos';
import { searchSql, selectionColumns } from '../../../demo/server/search/postgres/search-sql';
import { Params } from '../../../demo/server/search/postgres/sql';

const doc = (over: Record<string, unknown> = {}) => ({
  type: 'congressresource',
  id: 1,
  projects: ['p1'],
  year: '2026',
  category: 'lecture',
  f_topics: ['Oncology'],
  f_crtype: ['lecture'],
  f_type: ['Plenary'],
  f_project: ['p1'],
  f_language: ['en'],
  facets: ['topics\u0001Oncology'],
  ...over,
});

describe('facet combinations: documents with the same facet values share one number', () => {
  it('numbers combinations 1, 2, … in order of first appearance, whatever the other columns', () => {
    const combos = new Combos();
    expect(combos.idOf(doc({ id: 1, title: 'a' }))).toBe(1);
    expect(combos.idOf(doc({ id: 2, f_topics: ['Surgery'] }))).toBe(2);
    expect(combos.idOf(doc({ id: 3, title: 'b' }))).toBe(1);
    expect(combos.rows.map((r) => r.combo)).toEqual([1, 2]);
    expect(combos.rows.map((r) => r.docs)).toEqual([2, 1]);
  });
  it.each(COMBO_COLUMNS.map(([name]) => name))('a different %s is another combination', (name) => {
    const combos = new Combos();
    combos.idOf(doc());
    expect(combos.idOf(doc({ [name]: name === 'year' ? null : ['other'] }))).toBe(2);
  });
  it('a combination row holds every combination column, missing values as null, and its documents', () => {
    const combos = new Combos();
    combos.idOf(doc({ year: undefined }));
    expect(Object.keys(combos.rows[0])).toEqual(['combo', ...COMBO_COLUMNS.map(([name]) => name), 'docs']);
    expect(combos.rows[0].year).toBeNull();
  });
});

const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  types: ['congressresource'],
  text: '',
  projects: [],
  rest: [],
  selections: [
    { facet: 'crtype', clauses: [], categories: ['lecture'] },
    { facet: 'years', clauses: [], years: ['2026'] },
  ],
  ...over,
});
const base = () => ({ docs: ['d.client = $1'], combos: ['k.client = $1'], rank: () => '0::float8', clientParam: '$1' });

describe('search statement: each combination is tested once, documents look up the result', () => {
  it('with facets, a combination fails as many selections as it does not pass, and names the last one', () => {
    const b = base();
    const { failed, missed } = selectionColumns(request(), new Params(), true, b.combos);
    expect(failed).toBe('(not ((k.category = any($1::text[]))))::int + (not ((k.year = any($2::text[]))))::int');
    expect(missed).toContain("then 'years'");
    expect(b.combos).toEqual(['k.client = $1']);
  });
  it('without facets, the selections are combination conditions and nothing fails', () => {
    const b = base();
    expect(selectionColumns(request(), new Params(), false, b.combos)).toEqual({ failed: '0', missed: 'null::text' });
    expect(b.combos).toHaveLength(3);
  });
  it('the array of failed selections per combination holds no null (an array lookup would walk it)', () => {
    const sql = searchSql(base(), request(), { sort: [], from: 0, limit: 10, likes: new Map() }, true, new Params());
    expect(sql).toMatch(/case when .* then coalesce\(.*, 9\) else 9 end as v/s);
    expect(sql).toContain('array_agg(v order by combo) as fa');
    expect(sql).toContain('(select fa from f)[d.combo] <= 1');
  });
  it('a part of search_documents is read only when a combination of its types remains', () => {
    const sql = searchSql(base(), request(), { sort: [], from: 0, limit: 10, likes: new Map() }, true, new Params());
    expect(sql).toContain(
      "from search_documents_congressresource d\n        where (select types from f) && '{congressresource}'",
    );
    expect(sql).toContain("from search_documents_timeline d\n        where (select types from f) && '{timeline}'");
    expect(sql).toContain("from search_documents_other d\n        where (select types from f) && '{speaker,event}'");
  });
  it('sorts by the rank columns, missing values last, then id and type', () => {
    const sql = searchSql(
      base(),
      request(),
      { sort: [{ key: 'title', desc: true }], from: 0, limit: 10, likes: new Map() },
      false,
      new Params(),
    );
    expect(sql).toContain('order by r_title desc nulls last, id, type');
  });
});
