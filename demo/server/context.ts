import type { FastifyRequest } from 'fastify';
import type { Change } from './changes';
import type { Storage } from './db';
import type { SearchEngine } from './search/engine';
import { ApiError } from './http/errors';
import { requestNow } from './live/clock';
import type { ClientStore, Store } from './store';
import type { Bus } from './bus/events';
import type { TtlStore } from './bus/ttl-store';
import type { CounterHub } from './live/counter-hub';

/** Everything a route needs; one per server. */
export interface Ctx {
  store: Store;
  /** Everything written: SQLite or PostgreSQL behind one interface (db/index.ts). */
  db: Storage;
  /** Search: minisearch in the process, or PostgreSQL full text with `DATABASE_URL` (search/select.ts). */
  search: SearchEngine;
  /** Origin the server is reached at (content URLs are made absolute with it). */
  origin: string;
  widgetsDir: string;
  assetsDir: string;
  jwtSecret: string;
  /** Bearer token that may read stored beacons. */
  adminToken: string;
  tokenSecret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Shortest time between two rounds of live counter messages (docs/api.md "Live counter"). */
  counterIntervalMs: number;
  /** Real clock (tests may replace it). */
  clock: () => number;
  /** Makes every process's memory catch up with a committed write (changes.ts); call once per write. */
  changed: (change: Change) => Promise<void>;

  // Many processes (docs/deploy.md): what the server processes share.
  /** Change events to every process (bus/events.ts): whoever keeps an answer in memory subscribes. */
  bus: Bus;
  /** Short-lived sessions with a time to live (the demo SSO's), in Redis when there is one. */
  sessions: TtlStore;
  /** The live counter: this process's sockets, every process's counts. */
  counter: CounterHub;
}

export function clientOf(ctx: Ctx, name: unknown): ClientStore {
  const client = typeof name === 'string' ? ctx.store.clients.get(name) : undefined;
  if (!client) throw new ApiError(404, 'client_not_found', `unknown client "${String(name).slice(0, 60)}"`);
  return client;
}

export function nowOf(ctx: Ctx, request: FastifyRequest): number {
  return requestNow((request.query as Record<string, unknown> | undefined)?.fakenow, ctx.clock());
}
