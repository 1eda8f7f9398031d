/**
 * Tolerant readers for backend values. The API and widget settings send numbers as strings,
 * flags as 0/1/"true", dates that may be malformed and JSON inside strings; every rule in
 * src/core reads its input through these so that no rule throws on data.
 */

/** A finite number from a number or numeric string, else null. `toNumber('12') === 12`. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Epoch milliseconds from an ISO string, epoch number or Date; null when it is not a valid time. */
export function toTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const t = Date.parse(value.trim());
    return Number.isFinite(t) ? t : null;
  }
  return null;
}

/** A flag as the API sends it: true, 1, "1", "true" (any case) are on; everything else is off. */
export function isOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    return v === '1' || v === 'true';
  }
  return false;
}

/** The trimmed string when it is a non-empty string (numbers are accepted as text), else null. */
export function nonEmptyString(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return s === '' ? null : s;
}

/** Items of a comma-separated list ("a, b,,c" → ["a","b","c"]); an array or a single number is accepted too. */
export function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const out: string[] = [];
  for (const part of parts) {
    const s = nonEmptyString(part);
    if (s !== null) out.push(s);
  }
  return out;
}

/** Parsed JSON, or `undefined` when the text is not valid JSON; non-strings are returned as they are. */
export function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The value when it is an array, else an empty array. */
export function asArray<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The value when it is a plain object (not null, not an array), else null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
