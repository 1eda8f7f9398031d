/** The social store (spec 2 §4, §5): optimistic favourite and like with rollback, loading flag, one like-count batch per list. */
import { describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-react';
import { createSocialStore } from '../../../src/state/social';
import type { SessionStore } from '../../../src/state/session';
import type { UserService } from '../../../src/api/user-service';

function setup(over: Partial<UserService> = {}, signedIn = true) {
  const state = signal({
    login: { status: signedIn ? 'success' : 'idle' },
    user: signedIn ? { id: 'u1' } : null,
    signedIn,
  });
  const session = {
    state,
    secured: (call: (a: { token: string }) => Promise<unknown>) => call({ token: 'tok' }),
  } as unknown as SessionStore;
  const users = {
    basket: vi.fn(async () => ({ items: [{ item_type: 'event', item_id: 2 }] })),
    basketEvents: vi.fn(async (_a: unknown, events: readonly { item_type: string; item_id: string }[]) => ({
      items: [{ item_type: events[0].item_type, item_id: events[0].item_id }],
    })),
    like: vi.fn(async (_a: unknown, _t: string, _id: string, _u: unknown, liked: boolean) => ({
      alreadyLiked: liked,
      likes: liked ? 8 : 7,
    })),
    likeCounts: vi.fn(async (_t: string, ids: readonly string[], user?: unknown) => ({
      counts: Object.fromEntries(ids.map((id) => [id, Number(id) * 2])),
      liked: user ? ids.filter((id) => id === '2') : null,
    })),
    alreadyLiked: vi.fn(async () => ({ alreadyLiked: true, likes: 5 })),
    ...over,
  } as unknown as UserService;
  return { store: createSocialStore({ users, session, now: () => Date.UTC(2026, 2, 4) }), users, state };
}

describe('spec 2 §4 favourite toggles ADD_ITEM / REMOVE_ITEM, optimistic; a loading flag is set during the call and cleared on success or failure', () => {
  it('adds at once, then takes the server basket', async () => {
    const { store, users } = setup();
    const done = store.toggleFavourite('congressresource', '5');
    expect(store.basket.value.items[0]).toEqual({ item_type: 'congressresource', item_id: '5' });
    expect(store.pending.value.has('fav:congressresource:5')).toBe(true);
    expect(await done).toBe('added');
    expect(store.pending.value.size).toBe(0);
    expect(vi.mocked(users.basketEvents).mock.calls[0][1]).toEqual([
      { event: 'ADD_ITEM', item_type: 'congressresource', item_id: '5', timestamp: '2026-03-04T00:00:00.000Z' },
    ]);
  });
  it('issue 11 bad input: a failed favourite restores the previous state', async () => {
    const { store } = setup({
      basketEvents: vi.fn(async () => {
        throw new Error('500');
      }),
    });
    await store.loadBasket();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await store.toggleFavourite('event', '2')).toBe('failed');
    expect(store.basket.value.items).toEqual([{ item_type: 'event', item_id: '2' }]);
    expect(store.pending.value.size).toBe(0);
  });
  it('spec 2 §5 favourites are recorded only when logged in: a visitor gets "signin", no call', async () => {
    const { store, users } = setup({}, false);
    expect(await store.toggleFavourite('event', '2')).toBe('signin');
    expect(users.basketEvents).not.toHaveBeenCalled();
  });
});

describe('spec 2 §4 like toggles liked/unliked, optimistic; counts in one batch request per list', () => {
  it('one request for a list, none again for the same ids', async () => {
    const { store, users } = setup();
    await store.loadLikeCounts('congressresources', [{ id: 1 }, { id: 2 }, { id: 2 }]);
    await store.loadLikeCounts('congressresources', [{ id: 1 }, { id: 2 }]);
    expect(users.likeCounts).toHaveBeenCalledTimes(1);
    expect(vi.mocked(users.likeCounts).mock.calls[0].slice(1)).toEqual([['1', '2'], 'u1']);
    expect(store.likes.value['congressresources:1']).toEqual({ liked: false, count: 2 });
    expect(store.likes.value['congressresources:2']).toEqual({ liked: true, count: 4 });
  });
  it('a liked item shows as liked after a reload: counts loaded before sign-in are asked again once with the user', async () => {
    const { store, users, state } = setup({}, false);
    await store.loadLikeCounts('congressresources', [{ id: 2 }]);
    expect(vi.mocked(users.likeCounts).mock.calls[0][2]).toBeUndefined();
    expect(store.likes.value['congressresources:2']).toEqual({ liked: false, count: 4 });
    state.value = { login: { status: 'success' }, user: { id: 'u1' }, signedIn: true };
    await store.loadLikeCounts('congressresources', [{ id: 2 }]);
    await store.loadLikeCounts('congressresources', [{ id: 2 }]);
    expect(users.likeCounts).toHaveBeenCalledTimes(2);
    expect(store.likes.value['congressresources:2']).toEqual({ liked: true, count: 4 });
  });
  it('a server without meta.liked: the flags stay as they were and the list is not asked again', async () => {
    const { store, users } = setup({ likeCounts: vi.fn(async () => ({ counts: { 4: 3 }, liked: null })) });
    await store.toggleLike('congressresources', '4');
    await store.loadLikeCounts('congressresources', [{ id: 4 }]);
    await store.loadLikeCounts('congressresources', [{ id: 4 }]);
    expect(users.likeCounts).toHaveBeenCalledTimes(1);
    expect(store.likes.value['congressresources:4']).toEqual({ liked: true, count: 3 });
  });
  it('spec 2 §7 a detail page asks alreadyLiked for its item (signed in), the count alone for a visitor', async () => {
    const member = setup();
    await member.store.loadLike('congressresources', '9');
    await member.store.loadLike('congressresources', '9');
    expect(member.users.alreadyLiked).toHaveBeenCalledTimes(1);
    expect(vi.mocked(member.users.alreadyLiked).mock.calls[0]).toEqual(['congressresources', '9', 'u1']);
    expect(member.store.likes.value['congressresources:9']).toEqual({ liked: true, count: 5 });
    const visitor = setup({}, false);
    await visitor.store.loadLike('congressresources', '9');
    expect(visitor.users.alreadyLiked).not.toHaveBeenCalled();
    expect(visitor.store.likes.value['congressresources:9']).toEqual({ liked: false, count: 18 });
  });
  it('the count moves at once and takes the server answer', async () => {
    const { store } = setup();
    await store.loadLikeCounts('congressresources', [{ id: 3 }]);
    const done = store.toggleLike('congressresources', '3');
    expect(store.likes.value['congressresources:3']).toEqual({ liked: true, count: 7 });
    expect(await done).toBe('added');
    expect(store.likes.value['congressresources:3']).toEqual({ liked: true, count: 8 });
  });
  it('issue 11 bad input: a failed like restores the button state', async () => {
    const { store } = setup({
      like: vi.fn(async () => {
        throw new Error('401');
      }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.loadLikeCounts('congressresources', [{ id: 3 }]);
    expect(await store.toggleLike('congressresources', '3')).toBe('failed');
    expect(store.likes.value['congressresources:3']).toEqual({ liked: false, count: 6 });
  });
  it('spec 1 §4 logout clears the basket and the liked flags (counts stay)', async () => {
    const { store } = setup();
    await store.loadBasket();
    await store.toggleLike('congressresources', '3');
    store.clear();
    expect(store.basket.value).toEqual({ items: [], status: 'idle' });
    expect(store.likes.value['congressresources:3'].liked).toBe(false);
  });
});
