/** Median of the finite numbers (null when there are none): robust against one slow run on a noisy machine. */
export function median(values: Array<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of every numeric key over a list of records with the same keys. */
export function medianOf<T extends Record<string, number | null>>(runs: T[]): T {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as T;
}

/**
 * `min/median/max` of every numeric key over the runs (issue 8 item 11: a reader sees the spread, not only the
 * median); a key without numbers gives null.
 */
export function spreadOf<T extends Record<string, number | null>>(runs: T[]): Record<keyof T, string | null> {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))];
  return Object.fromEntries(
    keys.map((k) => {
      const values = runs.map((r) => r[k]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
      return [k, values.length ? `${Math.min(...values)}/${median(values)}/${Math.max(...values)}` : null];
    }),
  ) as Record<keyof T, string | null>;
}
