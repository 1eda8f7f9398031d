import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveCounter, liveCounterUrl, subscribeLiveCounter } from '../../../src/state/live/live-counter';

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The server is away: the socket closes without having opened. */
  fail() {
    this.readyState = 3;
    this.onclose?.();
  }
  /** The server stops gracefully: a close frame with its code. */
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(count: number, total: number) {
    this.onmessage?.({ data: JSON.stringify({ type: 'counter', count, total }) });
  }
}

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.made = [];
});

/** A live counter on a fake socket for client demo, context `/`. */
const connect = (onCount: (n: unknown) => void = () => undefined) =>
  connectLiveCounter({
    url: 'ws://x/live/counter',
    client: 'demo',
    context: '/',
    onCount,
    WebSocket: FakeSocket as never,
  });

describe('spec 3 §4 Live counter: {client, context} on open and on context change; counts received; reconnect check every 15 s', () => {
  it('the counter URL is the client liveCounterUrl when ws(s), else /live/counter on the API base', () => {
    expect(liveCounterUrl('wss://live.example/counter', 'http://a/api')).toBe('wss://live.example/counter');
    expect(liveCounterUrl('javascript:alert(1)', 'https://a.example/api/')).toBe('wss://a.example/api/live/counter');
    expect(liveCounterUrl(null, 'http://127.0.0.1:8080/api')).toBe('ws://127.0.0.1:8080/api/live/counter');
    expect(liveCounterUrl(null, '/api')).toBeNull();
  });

  it('a server restart close (1012) reconnects within 5 s, not at the next 15 s check; a close() ends that too', () => {
    vi.useFakeTimers();
    const c = connect();
    FakeSocket.made[0].open();
    FakeSocket.made[0].serverClose(1012);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].open();
    FakeSocket.made[1].serverClose(1012);
    c.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('sends on open and on a context change, reports counter messages, ignores others, and reconnects a closed socket', () => {
    vi.useFakeTimers();
    const counts: unknown[] = [];
    const c = connect((n) => counts.push(n));
    const first = FakeSocket.made[0];
    first.open();
    expect(first.sent).toEqual([JSON.stringify({ client: 'demo', context: '/' })]);
    c.setContext('/dmc2026');
    c.setContext('/dmc2026');
    expect(first.sent).toHaveLength(2);
    first.onmessage?.({ data: JSON.stringify({ type: 'counter', count: 2, total: 5 }) });
    first.onmessage?.({ data: 'not json' });
    first.onmessage?.({ data: JSON.stringify({ type: 'error', message: 'x' }) });
    expect(counts).toEqual([{ count: 2, total: 5 }]);
    first.close();
    vi.advanceTimersByTime(15_000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].open();
    expect(FakeSocket.made[1].sent).toEqual([JSON.stringify({ client: 'demo', context: '/dmc2026' })]);
    c.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(FakeSocket.made[1].closed).toBe(true);
  });

  it('reconnect checks back off while the server stays away (15 s, 30 s, 60 s), and an open socket resets the backoff', () => {
    vi.useFakeTimers();
    const c = connect();
    FakeSocket.made[0].fail();
    const attemptsAfter = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return FakeSocket.made.length;
    };
    expect(attemptsAfter(15_000)).toBe(2); // 1 failure: the next check (15 s) tries again…
    FakeSocket.made[1].fail();
    expect(attemptsAfter(15_000)).toBe(2); // …2 failures: waits 2 checks (30 s)
    expect(attemptsAfter(15_000)).toBe(3);
    FakeSocket.made[2].fail();
    expect(attemptsAfter(45_000)).toBe(3); // 3 failures: 4 checks (60 s)
    expect(attemptsAfter(15_000)).toBe(4);
    FakeSocket.made[3].open();
    FakeSocket.made[3].close(); // the server restarts: an open socket closed
    expect(attemptsAfter(15_000)).toBe(5); // back to every 15 s
    c.close();
  });
});

describe('spec 3 §4 Live counter, issue 12 item 7: one socket per page however many parts show it', () => {
  const options = (context: string, onCount: (n: unknown) => void) => ({
    url: 'ws://x/live/counter',
    client: 'demo',
    context,
    onCount,
    WebSocket: FakeSocket as never,
  });

  it('two parts share one socket; the later part gets the latest counts at once and its context is announced', () => {
    const header: unknown[] = [];
    const player: unknown[] = [];
    const a = subscribeLiveCounter(options('/dmc2026/live/hall-a', (n) => header.push(n)));
    FakeSocket.made[0].open();
    FakeSocket.made[0].receive(1, 3);
    const b = subscribeLiveCounter(options('dmc2026/hall-a', (n) => player.push(n)));
    expect(FakeSocket.made).toHaveLength(1);
    expect(player).toEqual([{ count: 1, total: 3 }]);
    FakeSocket.made[0].receive(2, 4);
    expect(header).toEqual([
      { count: 1, total: 3 },
      { count: 2, total: 4 },
    ]);
    expect(player).toEqual([
      { count: 1, total: 3 },
      { count: 2, total: 4 },
    ]);
    expect(FakeSocket.made[0].sent.map((m) => JSON.parse(m).context)).toEqual([
      '/dmc2026/live/hall-a',
      'dmc2026/hall-a',
    ]);
    // The header's route changes: the player (joined last) still decides the context.
    a.setContext('/dmc2026/live');
    expect(FakeSocket.made[0].sent).toHaveLength(2);
    // The player leaves: the header's context is announced; the socket stays.
    b.unsubscribe();
    expect(FakeSocket.made[0].sent.map((m) => JSON.parse(m).context)).toEqual([
      '/dmc2026/live/hall-a',
      'dmc2026/hall-a',
      '/dmc2026/live',
    ]);
    expect(FakeSocket.made[0].closed).toBe(false);
    a.unsubscribe();
    a.unsubscribe();
    expect(FakeSocket.made[0].closed).toBe(true);
  });

  it('after the last part left, the next part opens a new socket (closed on unmount: no socket, timer or count kept)', () => {
    vi.useFakeTimers();
    subscribeLiveCounter(options('/', () => undefined)).unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    const counts: unknown[] = [];
    const c = subscribeLiveCounter(options('/', (n) => counts.push(n)));
    expect(FakeSocket.made).toHaveLength(2);
    expect(counts).toEqual([]);
    c.unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });
});
