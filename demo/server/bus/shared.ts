import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { InProcessBus, type Bus } from './events';
import { connectRedis } from './redis';
import { parseRedisUrl } from './redis-url';
import { MemoryTtlStore, type TtlStore } from './ttl-store';

/** One process's live counts of a client, as published to the others. */
export type CountsHandler = (process: string, client: string, contexts: Record<string, number>) => void;

/**
 * What the server processes share beyond the database (docs/deploy.md "Redis"): change events, the live counter's
 * per-process tables, short-lived sessions and values every process must agree on. Over Redis when `REDIS_URL` is
 * set; otherwise in this process alone, the embedded default of `npm start`.
 */
export interface Shared {
  readonly mode: 'redis' | 'process';
  /** This process's name on the bus (host, pid, random part: unique also across restarts). */
  readonly processId: string;
  readonly bus: Bus;
  readonly sessions: TtlStore;
  /** Sends this process's counts of a client to the others (nothing without Redis, or while it is unreachable). */
  publishCounts(client: string, contexts: Record<string, number>): void;
  onCounts(handler: CountsHandler): void;
  /** Redis became unreachable (`down`) or is back (`up`). */
  onConnection(handler: (state: 'down' | 'up') => void): void;
  /** The value stored under `key`, storing `proposal` (for `ttlS` seconds) when there is none. */
  agree(key: string, proposal: string, ttlS: number): Promise<string>;
  close(): Promise<void>;
}

export interface SharedOptions {
  /** Default: env REDIS_URL. An empty string means none. */
  redisUrl?: string;
  log?: (line: string) => void;
}

export async function openShared(options: SharedOptions = {}): Promise<Shared> {
  const log = options.log ?? ((line: string) => console.error(line));
  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const target = parseRedisUrl(options.redisUrl ?? process.env.REDIS_URL);
  if (target) return connectRedis(target, processId, log);
  const sessions = new MemoryTtlStore();
  const agreed = new Map<string, string>();
  return {
    mode: 'process',
    processId,
    bus: new InProcessBus(log),
    sessions,
    publishCounts: () => undefined,
    onCounts: () => undefined,
    onConnection: () => undefined,
    agree: async (key, proposal) => {
      if (!agreed.has(key)) agreed.set(key, proposal);
      return agreed.get(key)!;
    },
    close: async () => sessions.close(),
  };
}
