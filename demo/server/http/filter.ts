import { fromZonedTime } from 'date-fns-tz';
import { splitEscaped, unescapeFilterValue } from '../../../src/core/filter/filter-value';
import { badParameter } from './errors';

/** One parsed clause of the list filter grammar (docs/api.md "Filter grammar"). */
export interface Clause {
  field: string;
  path: string[];
  op: Op;
  values: string[];
}
type Op = '==' | '!=' | '>=' | '<=' | '>' | '<' | '~=';

const OPS: Op[] = ['==', '!=', '>=', '<=', '~=', '>', '<'];
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const MAX_FILTER_LENGTH = 8_000;

/** Parses `filter`; a malformed clause is a 400 naming the parameter `filter` and the clause. */
export function parseFilter(raw: unknown): Clause[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badParameter('filter', 'expected one filter string');
  if (raw.length > MAX_FILTER_LENGTH) throw badParameter('filter', `longer than ${MAX_FILTER_LENGTH} characters`);
  return splitEscaped(raw, ';')
    .filter((c) => c.trim() !== '')
    .map((clause) => {
      let at = -1;
      let op: Op | undefined;
      for (let i = 0; i < clause.length && !op; i++) {
        if (clause[i] === '\\') {
          i++;
          continue;
        }
        op = OPS.find((o) => clause.startsWith(o, i));
        if (op) at = i;
      }
      if (!op) throw badParameter('filter', `clause "${clause}" has no operator (==, !=, >=, <=, >, <, ~=)`);
      const field = clause.slice(0, at).trim();
      if (!FIELD.test(field)) throw badParameter('filter', `clause "${clause}" has no valid field name`);
      const rawValue = clause.slice(at + op.length);
      const values = (op === '==' || op === '!=' ? splitEscaped(rawValue, '|') : [rawValue]).map(unescapeFilterValue);
      return { field, path: field.split('.'), op, values };
    });
}

/**
 * True when some value at a dotted path satisfies `test`; lists are walked at every level
 * (`channels.slug` → every channel's slug). Allocation-free: lists run this for every item.
 */
export function someAt(value: unknown, path: string[], test: (v: unknown) => boolean, depth = 0): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) {
    for (const v of value) if (someAt(v, path, test, depth)) return true;
    return false;
  }
  if (depth === path.length) return test(value);
  if (typeof value !== 'object') return false;
  return someAt((value as Record<string, unknown>)[path[depth]], path, test, depth + 1);
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

const parsed = new Map<string, number | null>();

/** A comparable number for a date or number string; dates without an offset are read in `timeZone`. */
export function comparable(value: string, timeZone: string): number | null {
  const key = `${timeZone}|${value}`;
  const known = parsed.get(key);
  if (known !== undefined) return known;
  // Item values repeat (dates of a dataset), so parsing once per distinct string keeps filters cheap.
  if (parsed.size > 100_000) parsed.clear();
  const result = parse(value, timeZone);
  parsed.set(key, result);
  return result;
}

function parse(value: string, timeZone: string): number | null {
  if (DATE_LIKE.test(value)) {
    const ms = HAS_OFFSET.test(value)
      ? Date.parse(value)
      : fromZonedTime(value.length === 10 ? `${value}T00:00:00` : value, timeZone).getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  if (value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** Compiles clauses to a predicate. Date values without offset use `timeZone` (the project's zone). */
export function compileFilter(clauses: Clause[], timeZone: string): (item: unknown) => boolean {
  const tests = clauses.map((c) => {
    if (c.op === '==' || c.op === '!=') {
      const wanted = new Set(c.values);
      const equal = (v: unknown) =>
        wanted.has(typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v));
      const has = (item: unknown) => someAt(item, c.path, equal);
      return c.op === '==' ? has : (item: unknown) => !has(item);
    }
    if (c.op === '~=') {
      const needle = c.values[0].toLowerCase();
      const contains = (v: unknown) => String(v).toLowerCase().includes(needle);
      return (item: unknown) => someAt(item, c.path, contains);
    }
    const limit = comparable(c.values[0], timeZone);
    if (limit === null) throw badParameter('filter', `clause "${c.field}${c.op}${c.values[0]}" needs a date or number`);
    const ok = {
      '>=': (a: number) => a >= limit,
      '<=': (a: number) => a <= limit,
      '>': (a: number) => a > limit,
      '<': (a: number) => a < limit,
    }[c.op];
    const compare = (v: unknown) => {
      const n = typeof v === 'number' ? v : comparable(String(v), timeZone);
      return n !== null && ok(n);
    };
    return (item: unknown) => someAt(item, c.path, compare);
  });
  return (item) => tests.every((t) => t(item));
}

/** The single project named by a `project==x` clause, if any (used for its time zone). */
export function filterProject(clauses: Clause[]): string | undefined {
  const c = clauses.find((x) => x.field === 'project' && x.op === '==' && x.values.length === 1);
  return c?.values[0];
}
