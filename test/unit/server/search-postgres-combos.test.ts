import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../demo/server/search/engine';
import { COMBO_COLUMNS, Combos } from '../../../demo/server/search/postgres/combos';
import { type Scope, scopeSql, searchSql, selectionColumns } from '../../../demo/server/search/postgres/search-sql';
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
const base = () => ({ docs: ['d.client = $1'], combos: () => [], rank: () => '0::float8', clientParam: '$1' });
const scope: Scope = { fa: [0, 1, 9], missed: [0, 2, 1], types: ['congressresource'] };
const page = { sort: [], from: 0, limit: 10, likes: new Map() };

describe('search statement: each combination is tested once, documents look up the result', () => {
  it('with facets, a combination fails as many selections as it does not pass, and numbers the first', () => {
    const combos: string[] = [];
    const { failed, missed } = selectionColumns(request(), new Params(), true, combos);
    expect(failed).toBe('(not ((k.category = any($1::text[]))))::int + (not ((k.year = any($2::text[]))))::int');
    expect(missed).toBe(
      'case when not ((k.category = any($1::text[]))) then 1 when not ((k.year = any($2::text[]))) then 2 end',
    );
    expect(combos).toEqual([]);
  });
  it('without facets, the selections are combination conditions and nothing fails', () => {
    const combos: string[] = [];
    expect(selectionColumns(request(), new Params(), false, combos)).toEqual({ failed: '0', missed: 'null::int' });
    expect(combos).toHaveLength(2);
  });
  it('the scope is a statement of its own, whose arrays per combination hold no null (a lookup would walk them)', () => {
    const params = new Params();
    const sql = scopeSql('demo', ['k.projects && $1'], request(), true, params);
    expect(sql).toMatch(/case when k\.projects && \$1 then coalesce\(.*, 9\)\s+else 9 end as v/s);
    expect(sql).toContain('array_agg(v order by combo) as fa');
    expect(sql).toContain('array_agg(coalesce(missed, 0) order by combo) as missed');
    expect(sql).toContain('where k.client = $3');
    expect(params.values).toEqual([['lecture'], ['2026'], 'demo']);
  });
  it('the page statement receives the scope as parameters: one array lookup per document', () => {
    const params = new Params();
    const sql = searchSql(base(), request(), page, true, scope, params);
    expect(params.values.slice(0, 2)).toEqual([scope.fa, scope.types]);
    expect(sql).toContain('($1::int[])[d.combo] <= 1');
    // The facet a combination misses: its number in the scope, its name from the selections.
    expect(sql).toMatch(/starts_with\(v, \(\$\d+::text\[\]\)\[\(\$\d+::int\[\]\)\[g\.combo\]\] \|\| chr\(1\)\)/);
    expect(params.values).toContainEqual(['crtype', 'years']);
    expect(params.values).toContainEqual(scope.missed);
  });
  it('a part of search_documents is read only when a combination of its types remains', () => {
    const sql = searchSql(base(), request(), page, true, scope, new Params());
    expect(sql).toContain("from search_documents_congressresource d\n        where $2::text[] && '{congressresource}'");
    expect(sql).toContain("from search_documents_timeline d\n        where $2::text[] && '{timeline}'");
    expect(sql).toContain("from search_documents_other d\n        where $2::text[] && '{speaker,event}'");
  });
  it('sorts by the rank columns, missing values last, then id and type', () => {
    const sql = searchSql(
      base(),
      request(),
      { sort: [{ key: 'title', desc: true }], from: 0, limit: 10, likes: new Map() },
      false,
      scope,
      new Params(),
    );
    expect(sql).toContain('order by r_title desc nulls last, id, type');
  });
});
