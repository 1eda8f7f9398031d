import { badParameter } from './errors';

type Key = (item: Record<string, unknown>, likes: (item: Record<string, unknown>) => number) => string | number | null;

const date =
  (field: string): Key =>
  (item) => {
    const ms = typeof item[field] === 'string' ? Date.parse(item[field] as string) : NaN;
    return Number.isFinite(ms) ? ms : null;
  };
const text =
  (get: (item: Record<string, unknown>) => unknown): Key =>
  (item) => {
    const v = get(item);
    return typeof v === 'string' && v !== '' ? v.toLocaleLowerCase('en') : null;
  };
const firstSpeaker = (item: Record<string, unknown>) => {
  const s = Array.isArray(item.speakers) ? (item.speakers[0] as Record<string, unknown> | undefined) : undefined;
  const person = s ?? (item.lastname !== undefined ? item : undefined);
  return person ? `${person.lastname ?? ''} ${person.firstname ?? ''}`.trim() : null;
};

/** Sort keys of the list and search endpoints (docs/api.md "Sorting"). */
export const SORT_KEYS: Record<string, Key> = {
  datestart: date('datestart'),
  dateend: date('dateend'),
  title: text((i) => i.title),
  sessiontitle: text((i) => (i.event as Record<string, unknown> | undefined)?.title ?? i.title),
  speaker: text(firstSpeaker),
  lastname: text((i) => i.lastname),
  likes: (item, likes) => likes(item),
  id: (item) => (typeof item.id === 'number' ? item.id : null),
  number: text((i) => i.number),
  sort: (item) => (typeof item.sort === 'number' ? item.sort : null),
};

export interface SortSpec {
  key: string;
  desc: boolean;
}

/** Parses `sort` ("-datestart,title"); `relevance` is allowed where `allowRelevance` (search). */
export function parseSort(raw: string | undefined, fallback: string, allowRelevance = false): SortSpec[] {
  const text = raw?.trim() ? raw : fallback;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const desc = part.startsWith('-');
      const key = part.replace(/^[-+]/, '');
      if (!(key in SORT_KEYS) && !(allowRelevance && key === 'relevance')) {
        throw badParameter(
          'sort',
          `unknown sort field "${key.slice(0, 40)}"; use ${Object.keys(SORT_KEYS).join(', ')}${allowRelevance ? ', relevance' : ''}`,
        );
      }
      return { key, desc };
    });
}

/** Stable comparator; missing values sort last in both directions; ties fall back to id. */
export function comparator(specs: SortSpec[], likes: (item: Record<string, unknown>) => number) {
  const keys = specs
    .filter((s) => s.key !== 'relevance')
    .map((s) => ({ get: SORT_KEYS[s.key], sign: s.desc ? -1 : 1 }));
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const { get, sign } of keys) {
      const x = get(a, likes);
      const y = get(b, likes);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return ((a.id as number) ?? 0) - ((b.id as number) ?? 0);
  };
}
