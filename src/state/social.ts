/**
 * Favourites (the basket) and likes of one portal (spec 2 §4, §5, §7). Both update optimistically: the button
 * changes at once, the call follows through the session's `secured()`; a failed call rolls the change back (the
 * inverse basket event, the previous like state) and the caller announces it. A loading flag per item is set
 * during the call and cleared on success or failure (spec 2 §4), so a second click waits. Like counts of a list
 * come in ONE batch request (`GET {client}/{type}/like?resourceIds=`, with `user_id` once signed in, so the same
 * request says which of them the user likes: docs/api.md "Likes"); a detail page asks for its one item
 * (`GET {client}/{type}/{id}/like/{user}`, spec 2 §7 alreadyLiked). Ids already asked for are not asked again —
 * for the liked flags, until the user changes (a count loaded before sign-in is asked again with the user).
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import {
  applyBasketEvent,
  favouriteToggleEvent,
  toBasketItems,
  type BasketItem,
  type BasketItemType,
} from '../core/content/favourites';
import { likeBatchIds, toggleLike, toLikeState, type LikeState } from '../core/content/likes';
import type { UserService } from '../api/user-service';
import type { SessionStore } from './session';

export interface BasketState {
  items: BasketItem[];
  /** 'idle' before the first load, then 'loading', 'ready' or 'failed'. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export type LikeKind = 'congressresources' | 'events' | 'timelineitems';

/** What a toggle ended in: done (with the new state), refused before any call (not signed in, busy), or failed and rolled back. */
export type ToggleResult = 'added' | 'removed' | 'signin' | 'busy' | 'failed';

export interface SocialStore {
  readonly basket: ReadonlySignal<BasketState>;
  /** Like states by `${kind}:${id}`. */
  readonly likes: ReadonlySignal<Readonly<Record<string, LikeState>>>;
  /** Items with a call under way, by `fav:${type}:${id}` and `like:${kind}:${id}`. */
  readonly pending: ReadonlySignal<ReadonlySet<string>>;
  /** GET /basket once per sign-in (again after `clear`); `force` reloads. */
  loadBasket(force?: boolean): Promise<void>;
  toggleFavourite(type: BasketItemType, id: string): Promise<ToggleResult>;
  /** The like counts of one list in one request; ids whose count is known already are left out. */
  loadLikeCounts(kind: LikeKind, items: unknown): Promise<void>;
  /** One item's like state: alreadyLiked and the count for a signed-in user, else the count alone. */
  loadLike(kind: LikeKind, id: string): Promise<void>;
  toggleLike(kind: LikeKind, id: string): Promise<ToggleResult>;
  /** Forgets the basket and the liked flags (logout, a failed refresh: spec 1 §4). */
  clear(): void;
}

export function createSocialStore(options: { users: UserService; session: SessionStore; now(): number }): SocialStore {
  const { users, session, now } = options;
  const basket = signal<BasketState>({ items: [], status: 'idle' });
  const likes = signal<Readonly<Record<string, LikeState>>>({});
  const pending = signal<ReadonlySet<string>>(new Set());
  let basketLoad: Promise<void> | null = null;
  let generation = 0;
  // Like keys whose liked flag the signed-in user's answer carried; emptied with the flags (clear).
  let flagged = new Set<string>();
  const likeUser = () => (session.state.value.signedIn ? session.state.value.user : null);
  // A like toggled while counts load keeps its own (newer) state.
  const unknownLike = (key: string, user: unknown) =>
    !pending.value.has(`like:${key}`) && (!(key in likes.value) || (!!user && !flagged.has(key)));

  const busy = (key: string, on: boolean) => {
    const next = new Set(pending.value);
    if (on) next.add(key);
    else next.delete(key);
    pending.value = next;
  };
  const setLike = (key: string, state: LikeState) => {
    likes.value = { ...likes.value, [key]: state };
  };

  const store: SocialStore = {
    basket,
    likes,
    pending,
    loadBasket(force = false) {
      if (!session.state.value.signedIn) return Promise.resolve();
      if (basketLoad && !force) return basketLoad;
      const gen = generation;
      if (basket.value.status === 'idle') basket.value = { ...basket.value, status: 'loading' };
      basketLoad = session
        .secured((auth) => users.basket(auth))
        .then(
          (answer) => {
            if (gen === generation) basket.value = { items: toBasketItems(answer.items), status: 'ready' };
          },
          (error: unknown) => {
            console.warn('[CongressPortal] the favourites could not be loaded', error);
            if (gen === generation) {
              basket.value = { ...basket.value, status: 'failed' };
              basketLoad = null;
            }
          },
        );
      return basketLoad;
    },
    async toggleFavourite(type, id) {
      const event = favouriteToggleEvent({
        signedIn: session.state.value.signedIn,
        basketItems: basket.value.items,
        itemType: type,
        itemId: id,
        now: now(),
      });
      if (!event) return 'signin';
      const key = `fav:${type}:${event.item_id}`;
      if (pending.value.has(key)) return 'busy';
      busy(key, true);
      basket.value = { ...basket.value, items: applyBasketEvent(basket.value.items, event) };
      try {
        const answer = await session.secured((auth) => users.basketEvents(auth, [event]));
        basket.value = { items: toBasketItems(answer.items), status: 'ready' };
        return event.event === 'ADD_ITEM' ? 'added' : 'removed';
      } catch (error) {
        console.warn('[CongressPortal] the favourite could not be saved', error);
        const inverse = {
          ...event,
          event: event.event === 'ADD_ITEM' ? ('REMOVE_ITEM' as const) : ('ADD_ITEM' as const),
        };
        basket.value = { ...basket.value, items: applyBasketEvent(basket.value.items, inverse) };
        return 'failed';
      } finally {
        busy(key, false);
      }
    },
    async loadLikeCounts(kind, items) {
      const user = likeUser();
      const ids = likeBatchIds(items).filter((id) => unknownLike(`${kind}:${id}`, user));
      if (!ids.length) return;
      const gen = generation;
      try {
        const answer = await users.likeCounts(kind, ids, user?.id);
        const next = { ...likes.value };
        for (const id of ids) {
          const key = `${kind}:${id}`;
          if (pending.value.has(`like:${key}`)) continue;
          const liked = answer.liked && gen === generation ? answer.liked.includes(id) : next[key]?.liked;
          next[key] = toLikeState(answer.counts[id], liked);
          // Asked with the user: not again, even where the server did not say (a server without `meta.liked`).
          if (user && gen === generation) flagged.add(key);
        }
        likes.value = next;
      } catch (error) {
        console.warn('[CongressPortal] the like counts could not be loaded', error);
      }
    },
    async loadLike(kind, id) {
      const user = likeUser();
      if (!user) {
        await store.loadLikeCounts(kind, [{ id }]);
        return;
      }
      const key = `${kind}:${id}`;
      if (!unknownLike(key, user)) return;
      const gen = generation;
      try {
        const answer = await users.alreadyLiked(kind, id, user.id);
        if (gen !== generation || pending.value.has(`like:${key}`)) return;
        setLike(key, toLikeState(answer.likes, answer.alreadyLiked));
        flagged.add(key);
      } catch (error) {
        console.warn('[CongressPortal] the like could not be loaded', error);
      }
    },
    async toggleLike(kind, id) {
      const user = session.state.value.user;
      if (!session.state.value.signedIn || !user) return 'signin';
      const key = `${kind}:${id}`;
      if (pending.value.has(`like:${key}`)) return 'busy';
      const before = likes.value[key] ?? toLikeState(0, false);
      const optimistic = toggleLike(before);
      busy(`like:${key}`, true);
      setLike(key, optimistic);
      try {
        const answer = await session.secured((auth) => users.like(auth, kind, id, user.id, optimistic.liked));
        setLike(key, toLikeState(answer.likes, answer.alreadyLiked));
        return optimistic.liked ? 'added' : 'removed';
      } catch (error) {
        console.warn('[CongressPortal] the like could not be saved', error);
        setLike(key, before);
        return 'failed';
      } finally {
        busy(`like:${key}`, false);
      }
    },
    clear() {
      generation += 1;
      basketLoad = null;
      flagged = new Set();
      basket.value = { items: [], status: 'idle' };
      likes.value = Object.fromEntries(
        Object.entries(likes.value).map(([k, v]) => [k, { liked: false, count: v.count }]),
      );
    },
  };
  return store;
}
