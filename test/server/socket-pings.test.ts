/**
 * Issue 30 item 6: counter sockets are pinged every 30 s, so proxies' idle timeouts keep them, and a socket that
 * does not answer is ended; the pings of sockets that joined together are spread over the interval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PING_SLOTS, PingWheel } from '../../demo/server/live/socket-life';
import { testServer, type TestServer } from './helpers';

describe('issue 30 item 6: pings spread over the interval (PingWheel)', () => {
  const sockets = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));

  it('a burst of 300 joins: each tick of 30 pings 10 sockets, each socket once per interval', () => {
    const wheel = new PingWheel<{ i: number }>(PING_SLOTS);
    const all = sockets(300);
    for (let cycle = 0; cycle < 2; cycle++) {
      const seen = new Map<number, number>();
      for (let tick = 0; tick < PING_SLOTS; tick++) {
        const due = [...wheel.due(all)];
        expect(due).toHaveLength(10);
        for (const s of due) seen.set(s.i, (seen.get(s.i) ?? 0) + 1);
      }
      expect(seen.size).toBe(300);
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    }
  });

  it('a socket that joins later takes the next slot and keeps it; a socket gone is simply not pinged', () => {
    const wheel = new PingWheel<{ i: number }>(3);
    const [a, b, c] = sockets(3);
    expect([...wheel.due([a, b])]).toEqual([a]); // tick 0: a has slot 0, b slot 1
    expect([...wheel.due([a, b, c])]).toEqual([b]); // tick 1: c takes slot 2
    expect([...wheel.due([a, c])]).toEqual([c]); // tick 2: b is gone
    expect([...wheel.due([a, c])]).toEqual([a]); // tick 3 = slot 0 again
  });
});

describe('issue 30 item 6: a real server pings counter sockets and ends silent ones', () => {
  const INTERVAL = 600;
  let server: TestServer;

  beforeAll(async () => {
    server = await testServer({ pingIntervalMs: INTERVAL, counterIntervalMs: 50 });
  });
  afterAll(async () => {
    await server.stop();
  });

  const until = async (check: () => boolean, ms = 5000) => {
    const t0 = Date.now();
    while (!check()) {
      if (Date.now() - t0 > ms) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  function join(autoPong: boolean) {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/live/counter`, { autoPong });
    const state = { ws, pings: 0, closed: false, last: undefined as { total: number } | undefined };
    ws.on('ping', () => state.pings++);
    ws.on('close', () => (state.closed = true));
    ws.on('message', (data) => (state.last = JSON.parse(String(data))));
    ws.on('open', () => ws.send(JSON.stringify({ client: 'demo', context: 'dmc2026/hall-a' })));
    return state;
  }

  it('a socket that answers stays open across several intervals; one that does not is ended and leaves the count', async () => {
    const answering = join(true);
    const silent = join(false);
    await until(() => answering.last?.total === 2);
    await until(() => answering.pings >= 3 && silent.pings >= 1, 4 * INTERVAL + 2000);
    // Not answered one interval after its ping: ended, and the other viewer is told the count without it.
    await until(() => silent.closed, 2 * INTERVAL + 2000);
    await until(() => answering.last?.total === 1);
    expect(answering.closed).toBe(false);
    answering.ws.close();
  });
});
