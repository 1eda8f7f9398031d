/**
 * Builds the `filter` query value of docs/api.md ("Filter grammar"): clauses `field OP value` joined by `;`
 * (all must hold); `==` with several values joins them by `|` (any of them); `;`, `|` and the escape
 * character `\` inside values are escaped with a backslash (core's `escapeFilterValue`, src/core/filter). The whole
 * string is URL-encoded later by the request (URLSearchParams), never here.
 *
 * Pure and total: empty values (undefined, null, '', []) and clauses without a usable field are left out,
 * numbers, booleans and Dates become strings, so callers can pass optional settings straight in.
 *
 * @example
 * buildFilter([{ field: 'project', value: 'esc2026' }, { field: 'channels.slug', value: ['hall-a', 'hall-b'] },
 *   { field: 'datestart', op: '>=', value: '2026-03-04T00:00:00+01:00' }])
 * // → 'project==esc2026;channels.slug==hall-a|hall-b;datestart>=2026-03-04T00:00:00+01:00'
 * buildFilter({ project: 'esc2026', status: 6 }) // → 'project==esc2026;status==6'
 */
import { escapeFilterValue } from '../core/filter/filter-value';

export const FILTER_OPERATORS = ['==', '!=', '>=', '<=', '>', '<', '~='] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type FilterScalar = string | number | boolean | Date | null | undefined;

export interface FilterClause {
  field: string;
  /** Default `==`. */
  op?: FilterOperator;
  value: FilterScalar | readonly FilterScalar[];
}

export type FilterInput =
  | readonly (FilterClause | null | undefined | false)[]
  | Record<string, FilterScalar | readonly FilterScalar[]>;

/** A field is a dotted path of word characters and dashes (`event.slug`, `channels.slug`). */
const FIELD = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

function scalarToString(value: FilterScalar): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const text = String(value);
  return text === '' ? null : text;
}

function clauseToString(clause: FilterClause): string | null {
  const field = typeof clause.field === 'string' ? clause.field.trim() : '';
  if (!FIELD.test(field)) return null;
  const op: FilterOperator = FILTER_OPERATORS.includes(clause.op as FilterOperator)
    ? (clause.op as FilterOperator)
    : '==';
  const raw = Array.isArray(clause.value) ? clause.value : [clause.value as FilterScalar];
  const values = raw
    .map(scalarToString)
    .filter((v): v is string => v !== null)
    .map(escapeFilterValue);
  if (values.length === 0) return null;
  // Only `==` has an "any of" form; other operators with several values mean "all of them hold".
  if (op === '==') return `${field}==${values.join('|')}`;
  return values.map((value) => `${field}${op}${value}`).join(';');
}

function toClauses(input: FilterInput | null | undefined): FilterClause[] {
  if (!input || typeof input !== 'object') return [];
  if (Array.isArray(input)) {
    return input.filter((c): c is FilterClause => typeof c === 'object' && c !== null);
  }
  return Object.entries(input as Record<string, FilterScalar | readonly FilterScalar[]>).map(([field, value]) => ({
    field,
    value,
  }));
}

export function buildFilter(input: FilterInput | null | undefined): string {
  return toClauses(input)
    .map(clauseToString)
    .filter((c): c is string => c !== null)
    .join(';');
}
