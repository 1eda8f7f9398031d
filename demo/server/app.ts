import type { FastifyInstance } from 'fastify';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from './context';
import { absolutizeUrls, loadDataset } from './dataset/load';
import { corsDelegator } from './http/cors';
import { createHttpApp } from './http/fastify-app';
import { checkAllowedOrigins, resolveSecrets } from './http/secure-defaults';
import { registerStatic } from './http/static';
import { shiftLiveProjectsToToday } from './live/shift';
import { registerApi } from './routes';
import { registerFakeProviders } from './routes/fake-providers';
import { adoptImportFolder, importWithKeptIds, type ImportedSchedule } from './schedule/into-store';
import { sentryKeyFor } from './routes/telemetry';
import { searchEngineFor } from './search/select';
import type { SearchEngine } from './search/engine';
import { Store } from './store';
import { applyChange, loadStoredState } from './changes';
import { openStorage, type Storage } from './db';
import { tokenSecretFromEnv } from './user/token-secret';
// Many processes (docs/deploy.md): the shared layer, one public origin, data-derived validators.
import { openShared, type Shared } from './bus/shared';
import { dataModifiedAt } from './dataset/version';
import { parsePublicUrl } from './http/public-url';
import { CounterHub } from './live/counter-hub';
import { linkCounter } from './live/counter-link';
import { closeCounterSockets, keepSocketsAlive } from './live/socket-life';
import { subscribeChanges } from './bus/subscribe-changes';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');

export interface ServerOptions {
  /** 0 = a random free port. Default 8080 (or PORT). */
  port?: number;
  /** Address to listen on; default 127.0.0.1. Any non-loopback address requires jwtSecret and adminToken. */
  host?: string;
  /** Host name in the URLs the server makes absolute (default: `host`; `localhost` for 0.0.0.0 and ::). */
  publicHost?: string;
  /** SQLite's folder (the embedded default). Default demo/server/.data. */
  dataDir?: string;
  /** PostgreSQL instead of SQLite: a postgres:// URL (default env DATABASE_URL). */
  databaseUrl?: string;
  /** Key that signs access tokens, at least 32 characters (default env TOKEN_SECRET; else one created once and stored). */
  tokenSecret?: string;
  /** frab / pretalx schedule.json files to serve as projects of client `demo`. */
  schedules?: string[];
  quiet?: boolean;
  /** Shift live projects so their first day is today (default false; `npm start` turns it on). */
  liveToday?: boolean;
  /** Dataset folder (default demo/data/dataset); the benchmark passes a bigger one. */
  datasetDir?: string;
  /**
   * Secret for HS256 JWT login (default env JWT_SECRET; on loopback hosts only, `demo-jwt-secret`). Any other
   * host needs it and the admin token from the operator, else the start is refused (http/secure-defaults.ts).
   */
  jwtSecret?: string;
  /** Bearer token for reading beacons (default env ADMIN_TOKEN; on loopback hosts only, `demo-admin-token`). */
  adminToken?: string;
  /** Access-token lifetime in seconds (default 900). */
  accessTokenTtl?: number;
  /** Shortest time between two rounds of live counter messages, in ms (default 2000; tests shorten it). */
  counterIntervalMs?: number;
  /** Replaces the clock (tests). */
  clock?: () => number;

  // Many processes behind a load balancer (docs/deploy.md).
  /**
   * Redis (or Valkey) every process shares (default env REDIS_URL): live counts, change events, SSO sessions. Without
   * it everything stays in this process, which is then the only one serving the data folder.
   */
  redisUrl?: string;
  /** The origin the load balancer answers on (default env PUBLIC_URL): every URL the server makes absolute uses it. */
  publicUrl?: string;
  /** Time between WebSocket pings on counter sockets (default 30,000 ms), so proxies' idle timeouts keep them open. */
  pingIntervalMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  app: FastifyInstance;
  /** What the schedule imports noticed but did not refuse (unknown fields, generated slugs), one line each. */
  warnings: string[];
  /** This process's live counter (the benchmark and tests read its totals). */
  counter: CounterHub;
  /** What this process shares with the others (Redis, or this process alone). */
  shared: Shared;
  /**
   * Graceful stop (SIGTERM): no new connections, counter sockets closed with code 1012 ("service restart": the SDK
   * reconnects within seconds, to another process behind the load balancer), requests in flight answered, pending
   * writes flushed, then `close()`.
   */
  shutdown(): Promise<void>;
}

/** Builds and starts the reference server (static SDK files, demo site, API under /api, WebSocket). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? Date.now;
  const dataDir = options.dataDir ?? join(here, '.data');
  const host = options.host ?? '127.0.0.1';
  // Refused before anything is loaded or opened: demo secrets off loopback, a wildcard in allowedOrigins.
  const secrets = resolveSecrets(host, options);
  const publicOrigin = parsePublicUrl(options.publicUrl ?? process.env.PUBLIC_URL);
  const shared = await openShared({ redisUrl: options.redisUrl, log: options.quiet ? () => undefined : undefined });
  try {
    return await serve(options, { clock, dataDir, host, secrets, publicOrigin, shared });
  } catch (error) {
    // A refused start (a bad schedule, a port in use) leaves no Redis connection keeping the process alive.
    await shared.close();
    throw error;
  }
}

interface Prepared {
  clock: () => number;
  dataDir: string;
  host: string;
  secrets: ReturnType<typeof resolveSecrets>;
  publicOrigin: string | undefined;
  shared: Shared;
}

async function serve(options: ServerOptions, prepared: Prepared): Promise<RunningServer> {
  const { clock, dataDir, host, secrets, publicOrigin, shared } = prepared;
  const dataset = loadDataset(options.datasetDir ?? join(REPO_ROOT, 'demo', 'data', 'dataset'));
  checkAllowedOrigins(dataset.clients);
  // liveToday moves the demo dataset's live projects (not imported schedules, which keep their real dates). Every
  // process shifts by the same instant (the first one's start, shared over Redis), so they all serve the same days.
  const shiftedAt = options.liveToday
    ? Number(await shared.agree('portal:live-today', String(clock()), LIVE_TODAY_AGREED_S))
    : 0;
  if (options.liveToday)
    for (const client of Object.values(dataset.clients)) shiftLiveProjectsToToday(client, shiftedAt);
  const datasetDir = options.datasetDir ?? join(REPO_ROOT, 'demo', 'data', 'dataset');
  const configuredSecret = tokenSecretFromEnv(options.tokenSecret ?? process.env.TOKEN_SECRET);
  // Migrates the schema first; refuses a malformed DATABASE_URL or a schema newer than this code.
  const db = await openStorage({
    dataDir,
    databaseUrl: options.databaseUrl ?? (process.env.DATABASE_URL || undefined),
    // Without Redis this process keeps counts and caches to itself: a second one on the same data is refused.
    soleProcess: shared.mode === 'process',
  });
  let imported: ImportedSchedule[];
  let store: Store;
  try {
    await adoptImportFolder(db, dataDir, clock());
    const files = options.schedules ?? [];
    // Last-Modified of everything not edited at run time: when the data changed (files, stored imports), never
    // later than now (RFC 9110 §8.8.2) — the same in every process, where the start time made each one different.
    const changedAt = Math.max(dataModifiedAt([datasetDir, ...files]), await storedImportsAt(db), shiftedAt);
    store = new Store(dataset, Math.min(clock(), changedAt));
    // A bad schedule file throws here, before anything listens: the server never starts half-loaded.
    imported = await importWithKeptIds(store, db, files);
    await loadStoredState({ store, db });
  } catch (error) {
    await db.close();
    throw error;
  }
  // Build the search indexes now (after any date shift and import), so the first search is as fast as the rest.
  let search: SearchEngine;
  try {
    search = await searchEngineFor(db.pgPool);
    for (const client of store.clients.values()) await search.index(client);
  } catch (error) {
    await db.close();
    throw error;
  }

  const ctx: Ctx = {
    store,
    db,
    search,
    origin: '',
    clock,
    widgetsDir: join(REPO_ROOT, 'demo', 'data', 'widgets'),
    assetsDir: join(REPO_ROOT, 'demo', 'data', 'assets'),
    ...secrets,
    tokenSecret: configuredSecret ?? (await db.keys.once('access')),
    accessTokenTtl: options.accessTokenTtl ?? 900,
    refreshTokenTtl: 30 * 24 * 3600,
    counterIntervalMs: options.counterIntervalMs ?? 2000,
    // Applied here at once (an acknowledged write reads back in this process), then told to every other process.
    changed: async (change) => {
      await applyChange(ctx, change);
      shared.bus.publish({ type: 'change', change, from: shared.processId });
    },
    // Many processes: the shared layer's parts.
    bus: shared.bus,
    sessions: shared.sessions,
    counter: new CounterHub({
      intervalMs: options.counterIntervalMs ?? 2000,
      publish: (client, contexts) => shared.publishCounts(client, contexts),
    }),
  };
  const unlinkCounter = linkCounter(ctx.counter, shared);
  subscribeChanges(ctx, shared.processId);

  const app = await createHttpApp({ quiet: options.quiet, cors: corsDelegator(store, () => ctx.origin) });
  await app.register(async (api) => registerApi(api, ctx), { prefix: '/api' });
  registerFakeProviders(app);
  await registerStatic(app, REPO_ROOT);

  // A live peak (issue 12 item 10): connections that arrive while the loop is busy wait in the kernel's accept
  // queue. Node's default of 511 overflowed at 10,000 viewers (SYNs dropped, retried after 1 s, 3 s, 7 s …: poll
  // p50 of seconds); 4096 is Linux's default somaxconn cap.
  await app.listen({ port: options.port ?? Number(process.env.PORT ?? 8080), host, backlog: 4096 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const publicHost = options.publicHost ?? (host === '0.0.0.0' || host === '::' ? 'localhost' : host);
  ctx.origin = publicOrigin ?? `http://${publicHost}:${port}`;
  const stopPings = keepSocketsAlive(app, options.pingIntervalMs ?? 30_000);
  for (const client of store.clients.values()) {
    absolutizeUrls(client.data, ctx.origin);
    const origins = client.data.config.allowedOrigins ?? [];
    // Behind PUBLIC_URL pages reach the server on that origin only; a process's own port is nobody's business.
    const own = publicOrigin ? [ctx.origin] : [ctx.origin, `http://127.0.0.1:${port}`, `http://localhost:${port}`];
    for (const o of own) if (!origins.includes(o)) origins.push(o);
    client.data.config.allowedOrigins = origins;
    // Where the SDK finds the live counter (docs/api.md "Live counter"): same host, WebSocket scheme.
    client.data.config.liveCounterUrl = `${ctx.origin.replace(/^http/, 'ws')}/api/live/counter`;
    // The server is its own Matomo and Sentry (routes/telemetry.ts): the portal sends page views and error reports here.
    client.data.config.matomoUrl = `${ctx.origin}/api/matomo.php`;
    client.data.config.sentryDsn = `${ctx.origin.replace('//', `//${sentryKeyFor(client.name)}@`)}/api/sentry/${client.data.config.id}`;
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    stopPings();
    unlinkCounter();
    for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
    await app.close();
    await shared.close();
    await db.close();
    await ctx.search.close();
  };
  return {
    url: ctx.origin,
    port,
    app,
    counter: ctx.counter,
    shared,
    warnings: imported.flatMap((p) => p.warnings),
    close,
    shutdown: async () => {
      if (closed) return;
      // Stop taking connections first, so the load balancer sends newcomers (and the reconnecting sockets) elsewhere.
      app.server.close();
      await closeCounterSockets(app, ctx.counter, shared);
      await close();
    },
  };
}

/**
 * How long the live-today instant stays agreed: processes started the same day shift alike; a fleet restarted the
 * next day agrees on a new one.
 */
const LIVE_TODAY_AGREED_S = 20 * 3600;

/** When the stored schedule imports last changed (ms; 0 without any). */
async function storedImportsAt(db: Storage): Promise<number> {
  return (await db.imports.all()).reduce((latest, row) => Math.max(latest, Number(row.imported)), 0);
}
