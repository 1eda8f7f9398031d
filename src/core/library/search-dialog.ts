import { toNumber } from '../values';

/**
 * Search dialog option navigation (spec 2 §2, spec 3 §2): up/down move with wrap-around over `optionCount`
 * entries, where index 0 is the typed text. Returns the new highlighted index (0 when there are no options).
 */
export function moveHighlight(current: unknown, optionCount: unknown, direction: 'up' | 'down'): number {
  const count = Math.floor(toNumber(optionCount) ?? 0);
  if (count <= 1) return 0;
  const cur = Math.floor(toNumber(current) ?? 0);
  const from = cur >= 0 && cur < count ? cur : 0;
  const step = direction === 'up' ? -1 : 1;
  return (from + step + count) % count;
}

/** Keeps only the first `limit` distinct (case-insensitive, trimmed) non-blank texts (5 suggestions, spec 2 §2). */
export function distinctTexts(texts: unknown, limit: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const t of Array.isArray(texts) ? texts : []) {
    if (out.length >= limit) break;
    const s = typeof t === 'string' ? t.trim() : '';
    const k = s.toLowerCase();
    if (s && !seen.has(k)) {
      seen.add(k);
      out.push(s);
    }
  }
  return out;
}
