/**
 * SQL for the parts of a search request (pure: text and parameters, no connection). A query reads documents as `d`
 * (search_documents) and their facet combinations as `k` (search_combos). Filter clauses on facet fields read the
 * combination's columns, those on `datestart`/`dateend` the document's (both prepared at indexing time, rows.ts); any
 * other field is read from the stored item with a JSON path, with the filter grammar's meaning (http/filter.ts): list
 * values at any level, `==` on the value as text, `~=` case-insensitive contains, `<`, `>=` … on dates
 * (Europe/Berlin without offset) and numbers.
 */
import { badParameter } from '../../http/errors';
import { comparable, type Clause } from '../../http/filter';
import type { Selection } from '../engine';
import { DATE_COLUMNS, FACET_COLUMNS } from './rows';

const TIME_ZONE = 'Europe/Berlin';

/**
 * A value as PostgreSQL text accepts it: NUL, which no text or jsonb can hold (so no stored value has it), becomes
 * U+FFFF, which no stored value has either: the comparison stays false instead of failing.
 */
export function storable(value: unknown): unknown {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL, so it is replaced
  if (typeof value === 'string') return value.includes('\u0000') ? value.replace(/\u0000/g, '\uffff') : value;
  return Array.isArray(value) ? value.map(storable) : value;
}

/** Collects parameters; `add` answers the placeholder (`$3`). */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(storable(value));
    return `$${this.values.length}${cast}`;
  }
}

/** A lax JSON path that walks lists at every step, as the filter does: `lax $."event"[*]."slug"[*]`. */
export function jsonPath(path: string[]): string {
  return `lax $${path.map((key) => `."${key.replace(/["\\]/g, '')}"[*]`).join('')}`;
}

const RANGE: Record<string, string> = { '>=': '>=', '<=': '<=', '>': '>', '<': '<' };

/** Whether a field path names a facet field, whose values the facet combination holds (`k.f_…`). */
export const isComboPath = (path: string[]): boolean => path.length === 1 && Object.hasOwn(FACET_COLUMNS, path[0]);

const facetColumnOf = (c: Clause) =>
  isComboPath(c.path) && (c.op === '==' || c.op === '!=')
    ? FACET_COLUMNS[c.path[0] as keyof typeof FACET_COLUMNS]
    : undefined;

/** Whether a clause reads only the facet combination (`k`), so it can be tested once per combination. */
export const isComboClause = (c: Clause): boolean => facetColumnOf(c) !== undefined;

/** One filter clause as a condition on `k` (search_combos) or `d` (search_documents). */
export function clauseSql(c: Clause, params: Params): string {
  const facetColumn = facetColumnOf(c);
  if (facetColumn) {
    const test = `k.${facetColumn} && ${params.add(c.values, '::text[]')}`;
    return c.op === '==' ? test : `not (${test})`;
  }
  const values = () =>
    `exists (select 1 from jsonb_path_query((select s.source from search_sources s where s.client = d.client and s.type = d.type and s.id = d.id), ${params.add(jsonPath(c.path), '::jsonpath')}) v where `;
  if (c.op === '==' || c.op === '!=') {
    const test = `${values()}(v #>> '{}') = any(${params.add(c.values, '::text[]')}))`;
    return c.op === '==' ? test : `not ${test}`;
  }
  if (c.op === '~=') return `${values()}strpos(lower(v #>> '{}'), ${params.add(c.values[0].toLowerCase())}) > 0)`;
  const limit = comparable(c.values[0], TIME_ZONE);
  if (limit === null) throw badParameter('filter', `clause "${c.field}${c.op}${c.values[0]}" needs a date or number`);
  const op = RANGE[c.op];
  const dateColumn = c.path.length === 1 ? DATE_COLUMNS[c.field as keyof typeof DATE_COLUMNS] : undefined;
  if (dateColumn) return `d.${dateColumn} ${op} ${params.add(limit, '::float8')}`;
  return `${values()}search_comparable(v, '${TIME_ZONE}') ${op} ${params.add(limit, '::float8')})`;
}

/** A facet selection: every clause, and the chosen categories (`crtype`) and years. */
export function selectionSql(s: Selection, params: Params): string {
  const parts = s.clauses.map((c) => clauseSql(c, params));
  if (s.categories) parts.push(`k.category = any(${params.add(s.categories, '::text[]')})`);
  if (s.years) parts.push(`k.year = any(${params.add(s.years, '::text[]')})`);
  return parts.length ? parts.map((p) => `(${p})`).join(' and ') : 'true';
}

/** `exact`: the field at `path` has one of the comma-separated values (ids and slugs by their columns). */
export function exactSql(path: string[], text: string, params: Params): string {
  const wanted = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (path.length === 1 && path[0] === 'id')
    // An id matches when its decimal form is the value ("007" names no id, as in the in-process engine).
    return `d.id = any(${params.add(
      wanted.filter((w) => /^-?\d{1,15}$/.test(w) && String(Number(w)) === w),
      '::bigint[]',
    )})`;
  if (path.length === 1 && path[0] === 'slug')
    return `(d.type, d.id) in (select s.type, s.id from search_sources s where s.client = d.client and s.slug = any(${params.add(wanted, '::text[]')}))`;
  return clauseSql({ field: path.join('.'), path, op: '==', values: wanted }, params);
}

/** Sort columns (ranks, rows.ts), `desc` or not; missing values last either way (http/sort.ts comparator). */
export function orderSql(column: string, desc: boolean): string {
  return `${column} ${desc ? 'desc' : 'asc'} nulls last`;
}
