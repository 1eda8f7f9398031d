import { badParameter } from './errors';

/** A query value sent once; repeated parameters (arrays) and objects are a 400 naming the parameter. */
export function oneString(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badParameter(name, 'expected a single value');
  return value;
}

/** An integer query value within [min, max]; values above `clampAbove` are clamped to it. */
export function intParam(
  query: unknown,
  name: string,
  options: { min: number; max: number; fallback: number; clamp?: boolean },
): number {
  const raw = oneString(query, name);
  if (raw === undefined || raw === '') return options.fallback;
  if (!/^-?\d{1,12}$/.test(raw)) throw badParameter(name, `expected an integer, got "${raw.slice(0, 40)}"`);
  const n = Number(raw);
  if (n < options.min) throw badParameter(name, `must be at least ${options.min}`);
  if (n > options.max) {
    if (options.clamp) return options.max;
    throw badParameter(name, `must be at most ${options.max}`);
  }
  return n;
}

export function boolParam(query: unknown, name: string): boolean {
  const raw = oneString(query, name);
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw badParameter(name, 'expected true or false');
}

/** Comma list of non-empty trimmed items (e.g. resourceIds=1,2,3). */
export function listParam(query: unknown, name: string, max = 2017): string[] {
  const raw = oneString(query, name);
  if (!raw) return [];
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > max) throw badParameter(name, `at most ${max} items`);
  return items;
}

/** A required string field of a JSON body; 400 naming it when missing, not a string or too long. */
export function bodyString(body: unknown, name: string, max = 2000, required = true): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw badParameter(name, 'required');
    return undefined;
  }
  if (typeof value !== 'string') throw badParameter(name, 'expected a string');
  if (value.length > max) throw badParameter(name, `at most ${max} characters`);
  return value;
}
