import { createClient } from 'redis';
import { LocalHandlers, type ChangeEvent, type ChangeHandler } from './events';
import type { RedisTarget } from './redis-url';
import type { CountsHandler, Shared } from './shared';

/** Pub/sub channels and key prefixes; `counter:<client>` is the design of docs/architecture.md. */
const CHANGES = 'portal:changed';
const COUNTS = 'counter:';
const SESSION_KEY = 'portal:sso:';
/** How long the first connection may take before the start is refused. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Reconnect at once, then after 100, 200, 400 ms and every second at most: the counts are right again within a
 * second of Redis answering again, plus one heartbeat of the other processes (≤ 5 s).
 */
const reconnectIn = (retries: number) => Math.min(100 * 2 ** Math.max(0, retries - 1), 1000);

/**
 * The shared layer over Redis (node-redis): one connection for commands and publishing, and one for subscribing
 * (a subscribed connection can do nothing else). Commands fail at once while Redis is away instead of queueing
 * (`disableOfflineQueue`): a viewer count or a change event that cannot be delivered now is worth nothing later.
 */
export async function connectRedis(
  target: RedisTarget,
  processId: string,
  log: (line: string) => void,
): Promise<Shared> {
  const client = createClient({
    url: target.url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: reconnectIn, connectTimeout: 3000 },
  });
  const subscriber = client.duplicate();
  const local = new LocalHandlers();
  const countHandlers: CountsHandler[] = [];
  const connectionHandlers: ((state: 'down' | 'up') => void)[] = [];
  let lastError = '';
  let up = false;
  let closing = false;
  let started = false;

  // Without error listeners node-redis's reconnect errors would end the process; one line per outage is enough.
  for (const c of [client, subscriber]) c.on('error', (error: Error) => void (lastError = error.message));
  const down = () => {
    if (!up || closing) return;
    up = false;
    log(
      `Redis at ${target.safe} unreachable (${lastError || 'connection lost'}): live counts are this process's own until it is back`,
    );
    for (const handler of connectionHandlers) handler('down');
  };
  subscriber.on('reconnecting', down);
  subscriber.on('end', down);
  client.on('reconnecting', down);
  // Back when both connections are: a heartbeat published while the command connection still reconnects is lost.
  const ready = () => {
    if (up || closing || !started || !client.isReady || !subscriber.isReady) return;
    up = true;
    log(`Redis at ${target.safe} is back: live counts are shared again`);
    for (const handler of connectionHandlers) handler('up');
    local.deliver({ type: 'resync' }, log);
  };
  subscriber.on('ready', ready);
  client.on('ready', ready);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `REDIS_URL: no answer from ${target.safe} within ${CONNECT_TIMEOUT_MS / 1000} s (${lastError || 'timeout'})`,
          ),
        ),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all([client.connect(), subscriber.connect()]), timeout]);
    await subscriber.subscribe(CHANGES, (message) => {
      let parsed: { process?: string; event?: ChangeEvent };
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (parsed.process !== processId && parsed.event && typeof parsed.event.type === 'string')
        local.deliver(parsed.event, log);
    });
    await subscriber.pSubscribe(`${COUNTS}*`, (message, channel) => {
      let parsed: { process?: string; contexts?: Record<string, number> };
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (!parsed.process || parsed.process === processId || !parsed.contexts) return;
      const name = channel.slice(COUNTS.length);
      for (const handler of countHandlers) handler(parsed.process, name, parsed.contexts);
    });
  } catch (error) {
    closing = true;
    client.destroy();
    subscriber.destroy();
    throw error instanceof Error && error.message.startsWith('REDIS_URL')
      ? error
      : new Error(`REDIS_URL: cannot use ${target.safe}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  started = true;
  up = true;

  /** A failed publish (Redis away) is dropped: heartbeats and the resync after reconnecting cover it. */
  const publish = (channel: string, body: unknown) => {
    if (!up) return;
    client.publish(channel, JSON.stringify(body)).catch(() => undefined);
  };
  const unavailable = (error: unknown) =>
    Object.assign(new Error(`Redis unavailable: ${(error as Error).message}`), { unavailable: true });

  return {
    mode: 'redis',
    processId,
    bus: {
      publish(event) {
        local.deliver(event, log);
        publish(CHANGES, { process: processId, event });
      },
      subscribe: (handler: ChangeHandler) => local.subscribe(handler),
    },
    sessions: {
      async get(key) {
        try {
          return (await client.get(SESSION_KEY + key)) ?? undefined;
        } catch (error) {
          throw unavailable(error);
        }
      },
      async set(key, value, ttlMs) {
        try {
          await client.set(SESSION_KEY + key, value, { expiration: { type: 'PX', value: Math.max(1, ttlMs) } });
        } catch (error) {
          throw unavailable(error);
        }
      },
      async delete(key) {
        try {
          await client.del(SESSION_KEY + key);
        } catch (error) {
          throw unavailable(error);
        }
      },
    },
    publishCounts(name, contexts) {
      publish(COUNTS + name, { process: processId, at: Date.now(), contexts });
    },
    onCounts: (handler) => void countHandlers.push(handler),
    onConnection: (handler) => void connectionHandlers.push(handler),
    async agree(key, proposal, ttlS) {
      await client.set(key, proposal, { condition: 'NX', expiration: { type: 'EX', value: ttlS } });
      return (await client.get(key)) ?? proposal;
    },
    async close() {
      closing = true;
      for (const c of [subscriber, client]) {
        if (c.isReady) await c.close().catch(() => c.destroy());
        else c.destroy();
      }
    },
  };
}
