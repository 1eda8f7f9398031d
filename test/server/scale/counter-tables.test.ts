/**
 * The pieces of the many-process counter and of the embedded default, without Redis: per-process tables summed and
 * expired (docs/architecture.md "More than one server process"), publishing throttled and nothing per viewer, the
 * in-memory TTL store, and REDIS_URL's reading.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskPassword, parseRedisUrl } from '../../../demo/server/bus/redis-url';
import { MemoryTtlStore } from '../../../demo/server/bus/ttl-store';
import { CounterHub, type CounterSocket } from '../../../demo/server/live/counter-hub';

const socket = (): CounterSocket & { last?: { count: number; total: number } } => {
  const s = {
    readyState: 1,
    last: undefined as { count: number; total: number } | undefined,
    send(data: string) {
      s.last = JSON.parse(data);
    },
  };
  return s;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('live counter across processes: own sockets plus the other processes tables', () => {
  it('sums other processes per context and client; an expired table leaves the totals; dropRemote falls back', () => {
    vi.useFakeTimers();
    const hub = new CounterHub({ intervalMs: 100 });
    const mine = socket();
    hub.join(mine, 'demo', 'hall-a');
    hub.applyRemote('p2', 'demo', { 'hall-a': 4, 'hall-b': 2 });
    hub.applyRemote('p3', 'demo', { 'hall-a': 1 });
    expect(hub.count('demo', 'hall-a')).toEqual({ count: 6, total: 8 });
    expect(hub.localCount('demo', 'hall-a')).toEqual({ count: 1, total: 1 });
    vi.advanceTimersByTime(200);
    expect(mine.last).toMatchObject({ count: 6, total: 8 });
    // p3 renews its table, p2 stays silent past the expiry.
    vi.advanceTimersByTime(10_000);
    hub.applyRemote('p3', 'demo', { 'hall-a': 1 });
    vi.advanceTimersByTime(6000);
    hub.expireRemote(15_000);
    expect(hub.count('demo', 'hall-a')).toEqual({ count: 2, total: 2 });
    vi.advanceTimersByTime(200);
    expect(mine.last).toMatchObject({ count: 2, total: 2 });
    hub.dropRemote();
    expect(hub.count('demo', 'hall-a')).toEqual({ count: 1, total: 1 });
    hub.close();
  });

  it('1,000 joins publish the client table a handful of times (every 250 ms at most), not once per viewer', () => {
    vi.useFakeTimers();
    const published: Record<string, number>[] = [];
    const hub = new CounterHub({ publish: (_client, contexts) => published.push(contexts) });
    for (let i = 0; i < 1000; i++) setTimeout(() => hub.join(socket(), 'demo', 'hall-a'), i);
    vi.advanceTimersByTime(2000);
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBeLessThanOrEqual(6);
    expect(published.at(-1)).toEqual({ 'hall-a': 1000 });
    hub.close();
  });

  it('the last viewer of a client leaving publishes an empty table, so the others drop it at once', () => {
    vi.useFakeTimers();
    const published: Record<string, number>[] = [];
    const hub = new CounterHub({ publish: (_client, contexts) => published.push(contexts) });
    const s = socket();
    hub.join(s, 'demo', 'hall-a');
    vi.advanceTimersByTime(300);
    hub.leave(s);
    vi.advanceTimersByTime(300);
    expect(published).toEqual([{ 'hall-a': 1 }, {}]);
    hub.close();
  });
});

describe('sessions without Redis: an in-memory map with a time to live', () => {
  it('a value is there until its time to live ends, and can be deleted', async () => {
    let now = 1000;
    const store = new MemoryTtlStore(() => now);
    await store.set('a', 'u-member', 500);
    await store.set('b', 'u-basic', 5000);
    expect(await store.get('a')).toBe('u-member');
    now = 1500;
    expect(await store.get('a')).toBeUndefined();
    await store.delete('b');
    expect(await store.get('b')).toBeUndefined();
    store.close();
  });
});

describe('REDIS_URL: read strictly, shown without its password', () => {
  it.each([
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    ['rediss://user:pw@cache.example.org:6380/2', 'rediss://user:***@cache.example.org:6380/2'],
    ['redis://:pw@cache', 'redis://:***@cache'],
  ])('%s is accepted, shown as %s', (raw, safe) => {
    expect(parseRedisUrl(raw)?.safe).toBe(safe);
  });
  it('none or empty means no Redis', () => {
    expect(parseRedisUrl(undefined)).toBeUndefined();
    expect(parseRedisUrl(' ')).toBeUndefined();
  });
  it('masks a password that contains an @', () => {
    expect(maskPassword('redis://u:p@ss@host:6379')).toBe('redis://u:***@host:6379');
  });
});
