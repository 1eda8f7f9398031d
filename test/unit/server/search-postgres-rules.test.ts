import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../demo/server/http/errors';
import { parseFilter } from '../../../demo/server/http/filter';
import { valuesOf } from '../../../demo/server/search/postgres/rows';
import { suggestPlan, suggestScopeSql, suggestSql } from '../../../demo/server/search/postgres/suggest-sql';
import {
  clauseSql,
  exactSql,
  isComboClause,
  jsonPath,
  orderSql,
  Params,
  selectionSql,
  storable,
} from '../../../demo/server/search/postgres/sql';
import {
  anyOf,
  expanded,
  fuzzyQuery,
  fuzzyTerms,
  lexeme,
  prefixed,
  prefixesOf,
  queryTerms,
  uncovered,
} from '../../../demo/server/search/postgres/tsquery';

const clause = (text: string) => parseFilter(text)[0];

describe('tsquery rules: what people type becomes a PostgreSQL query', () => {
  it('splits words as minisearch does: at spaces and punctuation, lowercased', () => {
    expect(queryTerms('Robotic-Surgery, in  Kardiologie!')).toEqual(['robotic', 'surgery', 'in', 'kardiologie']);
    expect(queryTerms(' .,; ')).toEqual([]);
  });
  it('quotes a lexeme so that quotes and backslashes stay text', () => {
    expect(lexeme("o'brien")).toBe("'o''brien'");
    expect(lexeme('a\\b')).toBe("'a\\\\b'");
  });
  it.each([
    ["'telem'", "'telem':*"],
    ["'digit' <-> 'health' & !'cardiolog'", "'digit':* <-> 'health':* & !'cardiolog':*"],
    ["'o''brien' | 'a\\\\b'", "'o''brien':* | 'a\\\\b':*"],
    ['', ''],
  ])('prefixes every lexeme of %j', (query, expected) => {
    expect(prefixed(query)).toBe(expected);
  });
  it('limits prefixes to weights for autocomplete (titles and names, not keywords)', () => {
    expect(prefixed("'card' & 'imag'", 'ABC')).toBe("'card':*ABC & 'imag':*ABC");
  });
  it('joins the parses of three configurations with "or", leaving out empty ones (stop words only)', () => {
    expect(anyOf(["'the':*", '', "'a':*"])).toBe("('the':*) | ('a':*)");
    expect(anyOf(['', "'x':*"])).toBe("'x':*");
    expect(anyOf(['', ' '])).toBe('');
    expect(anyOf(["'x':*", "'x':*", "'y':*"])).toBe("('x':*) | ('y':*)");
  });
  it.each([
    ['a prefix that another parse extends is covered', ["'cardiology':*", "'cardiolog':*"], ["'cardiolog':*"]],
    [
      'every place must be covered, in the same shape',
      ["'prevention':* & 'therapy':*", "'prevent':* & 'therapi':*"],
      ["'prevention':* & 'therapy':*", "'prevent':* & 'therapi':*"],
    ],
    [
      'phrases are covered place by place',
      ["'digital':* <-> 'health':*", "'digit':* <-> 'health':*"],
      ["'digit':* <-> 'health':*"],
    ],
    [
      'a negation never covers (a shorter excluded prefix excludes more)',
      ["!'cardiology':*", "!'cardiolog':*"],
      ["!'cardiology':*", "!'cardiolog':*"],
    ],
    ['other weights are another shape', ["'card':*ABC", "'card':*"], ["'card':*ABC", "'card':*"]],
    ['repeats count once', ["'x':*", "'x':*"], ["'x':*"]],
  ])('covered parses are left out of matching: %s', (_name, parts, kept) => {
    expect(uncovered(parts)).toEqual(kept);
  });
  it('prefixes as words: finds each prefix of a query once, unquoted', () => {
    expect(prefixesOf("('therapi':* & 'o''b':*) | 'therapi':*ABC & 'exact' & 'a\\\\b':*")).toEqual([
      'therapi',
      "o'b",
      'a\\b',
    ]);
  });
  it('prefixes as words: a prefix becomes the words it starts, with its weights; unknown or too many stay', () => {
    const words = new Map<string, string[] | null>([
      ['therapi', ['therapi', 'therapie']],
      ['card', ['cardiology']],
      ["o'b", ["o'brien"]],
      ['many', null],
      ['none', []],
    ]);
    expect(expanded("'therapi':* & 'card':*ABC", words)).toBe("('therapi' | 'therapie') & 'cardiology':ABC");
    expect(expanded("'o''b':* | 'many':* | 'none':* | 'x':* | 'card'", words)).toBe(
      "'o''brien' | 'many':* | 'none':* | 'x':* | 'card'",
    );
  });
  it('allows typos only in words of 5+ letters, once each', () => {
    expect(fuzzyTerms(['card', 'cardio', 'cardio', 'imagng'])).toEqual(['cardio', 'imagng']);
  });
  it('typo query: every term as a prefix or one of its near words; nothing when no term has a near word', () => {
    const near = new Map([['cardiologgy', ['cardiology', 'cardiologgy']]]);
    expect(fuzzyQuery(['cardiologgy', 'imag'], near)).toBe("('cardiologgy':* | 'cardiology') & 'imag':*");
    expect(fuzzyQuery(['cardiologgy'], near, 'ABC')).toBe("('cardiologgy':*ABC | 'cardiology':ABC)");
    expect(fuzzyQuery(['imag'], new Map())).toBe('');
  });
});

describe('SQL rules: filters, selections, exact values and order', () => {
  it('a facet field compares its combination column; other fields walk the stored item with a lax JSON path', () => {
    const params = new Params();
    expect(clauseSql(clause('topics==A|B'), params)).toBe('k.f_topics && $1::text[]');
    expect(clauseSql(clause('crtype!=lecture'), params)).toBe('not (k.f_crtype && $2::text[])');
    expect(clauseSql(clause('event.slug==x'), params)).toBe(
      "exists (select 1 from jsonb_path_query((select s.source from search_sources s where s.client = d.client and s.type = d.type and s.id = d.id), $3::jsonpath) v where (v #>> '{}') = any($4::text[]))",
    );
    expect(params.values).toEqual([['A', 'B'], ['lecture'], 'lax $."event"[*]."slug"[*]', ['x']]);
  });
  it('contains is case-insensitive; dates read without offset in Europe/Berlin; datestart uses its column', () => {
    const params = new Params();
    expect(clauseSql(clause('title~=Heart'), params)).toContain("strpos(lower(v #>> '{}'), $2) > 0");
    expect(clauseSql(clause('datestart>=2026-03-04'), params)).toBe('d.c_datestart >= $3::float8');
    expect(clauseSql(clause('duration<90'), params)).toContain("search_comparable(v, 'Europe/Berlin') < $5::float8");
    expect(params.values.slice(1)).toEqual([
      'heart',
      Date.parse('2026-03-04T00:00:00+01:00'),
      'lax $."duration"[*]',
      90,
    ]);
  });
  it('a range on a value that is no date or number is a 400 naming filter', () => {
    expect(() => clauseSql(clause('title>=soon'), new Params())).toThrow(ApiError);
  });
  it('a selection joins its clauses, categories and years with "and"', () => {
    const params = new Params();
    expect(
      selectionSql(
        { facet: 'crtype', clauses: [clause('crtype==lecture')], categories: ['lecture', 'abstract'] },
        params,
      ),
    ).toBe('(k.f_crtype && $1::text[]) and (k.category = any($2::text[]))');
    expect(selectionSql({ facet: 'years', clauses: [], years: ['2026'] }, params)).toBe('(k.year = any($3::text[]))');
  });
  it('exact ids keep only canonical integers; slugs use their indexed column; other paths the JSON path', () => {
    const params = new Params();
    expect(exactSql(['id'], '12, 007,x,12', params)).toBe('d.id = any($1::bigint[])');
    expect(params.values[0]).toEqual(['12']);
    expect(exactSql(['slug'], 'a,b', params)).toBe(
      '(d.type, d.id) in (select s.type, s.id from search_sources s where s.client = d.client and s.slug = any($2::text[]))',
    );
    expect(exactSql(['speakers', 'id'], '5', params)).toContain('jsonb_path_query');
    expect(params.values[2]).toBe('lax $."speakers"[*]."id"[*]');
  });
  it('orders by rank columns with missing values last both ways', () => {
    expect(orderSql('r_title', false)).toBe('r_title asc nulls last');
    expect(orderSql('r_datestart', true)).toBe('r_datestart desc nulls last');
  });
  it.each([
    ['topics==A', true],
    ['crtype!=lecture', true],
    ['language==de', true],
    ['topics~=Onc', false],
    ['datestart>=2026-01-01', false],
    ['event.slug==x', false],
    ['constructor==x', false],
  ])('combination clauses: %s is tested once per facet combination: %s', (text, combo) => {
    expect(isComboClause(clause(text))).toBe(combo);
  });
  it('field names in JSON paths cannot close the quotes', () => {
    expect(jsonPath(['a"b', 'c\\'])).toBe('lax $."ab"[*]."c"[*]');
  });
  it('NUL, which PostgreSQL text cannot hold, becomes a character no stored value has', () => {
    expect(storable(['a\u0000b', 1])).toEqual(['a\uffffb', 1]);
  });
});

describe('document values as the filter compares them', () => {
  it.each([
    [
      ['Oncology', 'Surgery'],
      ['Oncology', 'Surgery'],
    ],
    ['lecture', ['lecture']],
    [1, ['1']],
    [true, ['true']],
    [
      [['a'], null, 'b'],
      ['a', 'b'],
    ],
    [undefined, []],
    [null, []],
  ])('%j → %j', (raw, values) => {
    expect(valuesOf(raw)).toEqual(values);
  });
});

describe('autocomplete plans: each part of the documents found its own way', () => {
  const words = new Map([
    ['car', null],
    ['kard', ['kardiologie']],
  ]);
  const docs = new Map([
    ['car', [60000, 40000, 100]],
    ['kard', [200, 0, 0]],
  ]);
  const documents = [200000, 160000, 1000];
  const scope = { ok: [true, false], n: [150000, 0, 10] };
  const sql = { scope, docs: ['d.client = $1'], clientParam: '$1', match: '', rank: '0' };

  it.each([
    ["'car':*ABC", true],
    ["'ande':*ABC | 'and':*ABC", true],
    ["'robot':*ABC & 'surg':*ABC", false],
    ["'cardiologgy':*ABC | 'cardiology':ABC", false],
  ])('%s is planned here: %s', (match, planned) => {
    expect(suggestPlan(match, words, docs, documents) !== undefined).toBe(planned);
  });
  it('a prefix starting few words is matched as them; its matches per part are its words’ documents', () => {
    expect(suggestPlan("'kard':*ABC", words, docs, documents)).toEqual({
      words: "'kardiologie':ABC",
      matches: [200, 0, 0],
      documents,
    });
  });
  it('a part that can match nothing is not read; nothing at all, no statement', () => {
    const plan = suggestPlan("'kard':*ABC", words, docs, documents)!;
    const text = suggestSql({ ...sql, match: "'kard':*ABC" }, plan, [], 20, new Params())!;
    expect(text).toContain('search_documents_congressresource');
    expect(text).not.toContain('search_documents_timeline');
    expect(text).not.toContain('ts_match_vq');
    expect(suggestSql(sql, { ...plan, matches: [0, 0, 0] }, [], 20, new Params())).toBeNull();
    expect(suggestSql(sql, plan, ['timeline'], 20, new Params())).toBeNull();
  });
  it('the scope is one pass over the combinations, in a statement of its own: in scope or not, documents per part', () => {
    const text = suggestScopeSql(['k.client = $1', 'k.projects && $2'], '$1');
    expect(text).toContain('array_agg(coalesce(k.client = $1 and k.projects && $2, false) order by k.combo) as ok');
    expect(text).toMatch(/sum\(k\.docs\) filter \(where .* and k\.type in \('congressresource'\)\)/);
    expect(text).toContain('from search_combos k where k.client = $1');
  });
  it('a part with many matches may be read in order, chosen by its documents in scope when the statement runs', () => {
    const params = new Params();
    const text = suggestSql(
      { ...sql, match: "'car':*ABC" },
      suggestPlan("'car':*ABC", words, docs, documents)!,
      [],
      20,
      params,
    )!;
    expect(text).toMatch(
      /search_documents_congressresource d\s+where .* \(\$2::float8\[\]\)\[1\] \* \d+ >= \d+ and ts_match_vq/s,
    );
    expect(text).toContain('not (($2::float8[])[1]');
    expect(text).toContain('($1::bool[])[d.combo]');
    expect(params.values).toEqual([scope.ok, scope.n, "'car':*ABC", "'car':*ABC", 20]);
  });
});
