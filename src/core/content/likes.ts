import { toNumber } from '../values';

export interface LikeState {
  liked: boolean;
  count: number;
}

/** A like state from the API (count per resource, alreadyLiked flag); malformed values give 0 / not liked. */
export function toLikeState(count: unknown, alreadyLiked: unknown): LikeState {
  const n = toNumber(count);
  return {
    liked: alreadyLiked === true || alreadyLiked === 1 || alreadyLiked === 'true',
    count: n !== null && n > 0 ? Math.floor(n) : 0,
  };
}

/**
 * Like toggles liked/unliked (spec 2 §4, spec 3 §4): the count goes up by one on like and down by one on unlike,
 * never below 0. Used for the optimistic update before the like call answers.
 */
export function toggleLike(state: LikeState | null | undefined): LikeState {
  const cur = toLikeState(state?.count, state?.liked);
  return cur.liked ? { liked: false, count: Math.max(0, cur.count - 1) } : { liked: true, count: cur.count + 1 };
}

/**
 * The ids of one list's like-count request (spec 2 §4 "counts in one batch request per list"): numeric ids only
 * (the API's ids are numbers), each once, in list order. Empty: no request.
 */
export function likeBatchIds(items: unknown): string[] {
  const ids: string[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    const raw = (item as { id?: unknown } | null)?.id;
    const id =
      typeof raw === 'number' && Number.isInteger(raw) && raw >= 0
        ? String(raw)
        : typeof raw === 'string' && /^\d{1,12}$/.test(raw)
          ? raw
          : null;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
