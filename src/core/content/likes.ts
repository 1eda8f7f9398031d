import { toNumber } from '../live/values';

export interface LikeState { liked: boolean; count: number }

/** A like state from the API (count per resource, alreadyLiked flag); malformed values give 0 / not liked. */
export function toLikeState(count: unknown, alreadyLiked: unknown): LikeState {
  const n = toNumber(count);
  return { liked: alreadyLiked === true || alreadyLiked === 1 || alreadyLiked === 'true', count: n !== null && n > 0 ? Math.floor(n) : 0 };
}

/**
 * Like toggles liked/unliked (spec 2 §4, spec 3 §4): the count goes up by one on like and down by one on unlike,
 * never below 0. Used for the optimistic update before the like call answers.
 */
export function toggleLike(state: LikeState | null | undefined): LikeState {
  const cur = toLikeState(state?.count, state?.liked);
  return cur.liked ? { liked: false, count: Math.max(0, cur.count - 1) } : { liked: true, count: cur.count + 1 };
}
