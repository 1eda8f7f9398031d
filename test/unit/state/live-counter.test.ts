import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLiveCounter, liveCounterUrl } from '../../../src/state/live-counter';

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) { FakeSocket.made.push(this); }
  send(data: string) { this.sent.push(data); }
  close() { this.closed = true; this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.(); }
}

afterEach(() => { vi.useRealTimers(); FakeSocket.made = []; });

describe('spec 3 §4 Live counter: {client, context} on open and on context change; counts received; reconnect check every 15 s', () => {
  it('the counter URL is the client liveCounterUrl when ws(s), else /live/counter on the API base', () => {
    expect(liveCounterUrl('wss://live.example/counter', 'http://a/api')).toBe('wss://live.example/counter');
    expect(liveCounterUrl('javascript:alert(1)', 'https://a.example/api/')).toBe('wss://a.example/api/live/counter');
    expect(liveCounterUrl(null, 'http://127.0.0.1:8080/api')).toBe('ws://127.0.0.1:8080/api/live/counter');
    expect(liveCounterUrl(null, '/api')).toBeNull();
  });

  it('sends on open and on a context change, reports counter messages, ignores others, and reconnects a closed socket', () => {
    vi.useFakeTimers();
    const counts: unknown[] = [];
    const c = connectLiveCounter({ url: 'ws://x/live/counter', client: 'demo', context: '/', now: () => Date.now(), onCount: (n) => counts.push(n), WebSocket: FakeSocket as never });
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
});
