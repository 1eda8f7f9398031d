import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Shared } from '../bus/shared';
import type { CounterHub } from './counter-hub';

/**
 * Close code for a stopping server: 1012 "Service Restart" (RFC 6455 registry). The SDK reconnects after a short
 * random delay instead of its 15 s check (core `counterReconnectDelayMs`), and the load balancer gives it a
 * process that runs.
 */
export const RESTART_CLOSE_CODE = 1012;

/** Ticks per ping interval: each socket is pinged on one of them, so a thirtieth of the sockets per tick. */
export const PING_SLOTS = 30;

/**
 * Which sockets a tick pings: each socket takes the next of `size` slots when first seen, and tick k pings the
 * sockets of slot k mod size. Sockets that joined together (a session starting) are pinged spread over the
 * interval: pinging 5,000 sockets in one go, and taking their 5,000 pongs back, held four processes on two cores
 * for ≈ 0.7 s, during which every poll waited (bench/scale).
 */
export class PingWheel<T extends object> {
  private readonly slots = new WeakMap<T, number>();
  private next = 0;
  private tick = 0;

  constructor(readonly size: number) {}

  /** The sockets of this tick's slot, among `sockets`; the next call is the next tick. */
  *due(sockets: Iterable<T>): Generator<T> {
    const now = this.tick++ % this.size;
    for (const socket of sockets) {
      let slot = this.slots.get(socket);
      if (slot === undefined) {
        slot = this.next++ % this.size;
        this.slots.set(socket, slot);
      }
      if (slot === now) yield socket;
    }
  }
}

/**
 * Pings every counter socket once per `intervalMs` (default 30 s), a slot of them per tick (PingWheel). Proxies
 * end connections that are idle for their timeout (nginx `proxy_read_timeout` 60 s by default), and a viewer's
 * socket can be silent for minutes; a ping is traffic both ways. A socket that has not answered the previous ping
 * (one interval ago) is gone (a laptop closed, a network cut) and is ended, so its viewer leaves the counts.
 */
export function keepSocketsAlive(app: FastifyInstance, intervalMs: number): () => void {
  const silent = new WeakSet<WebSocket>();
  const wheel = new PingWheel<WebSocket>(PING_SLOTS);
  const timer = setInterval(() => {
    for (const socket of wheel.due(app.websocketServer?.clients ?? [])) {
      if (silent.has(socket)) {
        socket.terminate();
        continue;
      }
      silent.add(socket);
      if (!socket.listenerCount('pong')) socket.on('pong', () => silent.delete(socket));
      socket.ping();
    }
  }, intervalMs / PING_SLOTS);
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Graceful stop of the counter: every socket gets a close frame with the restart code, the other processes are
 * told at once that this one's viewers are gone (they reconnect elsewhere and are counted there), and sockets
 * that do not finish the closing handshake within a second are ended.
 */
export async function closeCounterSockets(app: FastifyInstance, counter: CounterHub, shared: Shared): Promise<void> {
  const clients = [...counter.localTables().keys()];
  const sockets = [...(app.websocketServer?.clients ?? [])];
  const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
  for (const socket of sockets) socket.close(RESTART_CLOSE_CODE, 'server restarting: reconnect');
  counter.close();
  for (const client of clients) shared.publishCounts(client, {});
  await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 1000))]);
  for (const socket of sockets) socket.terminate();
}
