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

/**
 * Pings every counter socket every `intervalMs` (default 30 s). Proxies end connections that are idle for their
 * timeout (nginx `proxy_read_timeout` 60 s by default), and a viewer's socket can be silent for minutes; a ping
 * is traffic both ways. A socket that has not answered the previous ping is gone (a laptop closed, a network
 * cut) and is ended, so its viewer leaves the counts.
 */
export function keepSocketsAlive(app: FastifyInstance, intervalMs: number): () => void {
  const silent = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of app.websocketServer?.clients ?? []) {
      if (silent.has(socket)) {
        socket.terminate();
        continue;
      }
      silent.add(socket);
      if (!socket.listenerCount('pong')) socket.on('pong', () => silent.delete(socket));
      socket.ping();
    }
  }, intervalMs);
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
