import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from './context';
import { absolutizeUrls, loadDataset } from './dataset/load';
import { conditionalGet } from './http/conditional';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import { corsDelegator } from './http/cors';
import { checkAllowedOrigins, resolveSecrets } from './http/secure-defaults';
import { ApiError, sendError } from './http/errors';
import { registerStatic } from './http/static';
import { shiftLiveProjectsToToday } from './live/shift';
import { registerApi } from './routes';
import { registerFakeProviders } from './routes/fake-providers';
import { importSchedules, loadStoredImports } from './schedule/into-store';
import { sentryKeyFor } from './routes/telemetry';
import { searchEngineFor } from './search/select';
import { Store } from './store';
import { openDb } from './user/db';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');

export interface ServerOptions {
  /** 0 = a random free port. Default 8080 (or PORT). */
  port?: number;
  /** Address to listen on; default 127.0.0.1. Any non-loopback address requires jwtSecret and adminToken. */
  host?: string;
  /** Host name in the URLs the server makes absolute (default: `host`; `localhost` for 0.0.0.0 and ::). */
  publicHost?: string;
  /** SQLite and state (stored imports). Default demo/server/.data. */
  dataDir?: string;
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
  /** PostgreSQL for search (default env DATABASE_URL); without it, minisearch in the process. */
  databaseUrl?: string;
  /** Replaces the clock (tests). */
  clock?: () => number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  app: FastifyInstance;
  /** What the schedule imports noticed but did not refuse (unknown fields, generated slugs), one line each. */
  warnings: string[];
}

/** Builds and starts the reference server (static SDK files, demo site, API under /api, WebSocket). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? Date.now;
  const dataDir = options.dataDir ?? join(here, '.data');
  const host = options.host ?? '127.0.0.1';
  // Refused before anything is loaded or opened: demo secrets off loopback, a wildcard in allowedOrigins.
  const secrets = resolveSecrets(host, options);
  const dataset = loadDataset(options.datasetDir ?? join(REPO_ROOT, 'demo', 'data', 'dataset'));
  checkAllowedOrigins(dataset.clients);
  // liveToday moves the demo dataset's live projects (not imported schedules, which keep their real dates).
  if (options.liveToday) for (const client of Object.values(dataset.clients)) shiftLiveProjectsToToday(client, clock());
  const store = new Store(dataset, clock());
  // A bad schedule file throws here, before anything listens: the server never starts half-loaded.
  const imported = importSchedules(store, [...loadStoredImports(dataDir), ...(options.schedules ?? [])]);
  // Build the search indexes now (after any date shift and import), so the first search is as fast as the rest.
  const search = await searchEngineFor(options.databaseUrl ?? process.env.DATABASE_URL);
  for (const client of store.clients.values()) await search.index(client);

  const db = openDb(dataDir);
  const ctx: Ctx = {
    store,
    db,
    search,
    origin: '',
    clock,
    widgetsDir: join(REPO_ROOT, 'demo', 'data', 'widgets'),
    assetsDir: join(REPO_ROOT, 'demo', 'data', 'assets'),
    ...secrets,
    tokenSecret: tokenSecret(dataDir, db),
    accessTokenTtl: options.accessTokenTtl ?? 900,
    refreshTokenTtl: 30 * 24 * 3600,
    counterIntervalMs: options.counterIntervalMs ?? 2000,
  };
  for (const row of db.q.likeCounts.all() as { client: string; type: string; resource_id: string; n: number }[]) {
    store.clients.get(row.client)?.likes.set(`${row.type}:${row.resource_id}`, row.n);
  }

  const app = Fastify({
    logger: options.quiet ? false : { level: 'warn' },
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 300 },
    return503OnClosing: true,
    forceCloseConnections: true,
  });
  // JSON only: a text/plain body is 415 like any other non-JSON type (docs/api.md Conventions).
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (POST like/unlike/logout without payload) is "no body", not a 400.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'bad_json', 'body: malformed JSON', 'body'), undefined);
    }
  });
  await app.register(cors, { delegator: corsDelegator(store, () => ctx.origin) });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onSend', async (request, reply, payload) => conditionalGet(request, reply, payload));
  // After the ETag hook (onSend hooks run in order), so validators are computed on the plain body.
  // JSON lists and the chunks shrink to a fifth; media types that do not compress are left alone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const code =
      status === 413
        ? 'body_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 400
            ? 'bad_request'
            : status >= 500
              ? 'internal_error'
              : 'error';
    const message = status >= 500 ? 'internal server error' : String((error as Error).message);
    return sendError(reply, new ApiError(status, code, message, status === 400 ? 'body' : undefined));
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ApiError(404, 'not_found', `no route for ${request.method} ${request.url.split('?')[0].slice(0, 200)}`),
    ),
  );

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
  ctx.origin = `http://${publicHost}:${port}`;
  for (const client of store.clients.values()) {
    absolutizeUrls(client.data, ctx.origin);
    const origins = client.data.config.allowedOrigins ?? [];
    for (const o of [ctx.origin, `http://127.0.0.1:${port}`, `http://localhost:${port}`])
      if (!origins.includes(o)) origins.push(o);
    client.data.config.allowedOrigins = origins;
    // Where the SDK finds the live counter (docs/api.md "Live counter"): same host, WebSocket scheme.
    client.data.config.liveCounterUrl = `${ctx.origin.replace(/^http/, 'ws')}/api/live/counter`;
    // The server is its own Matomo and Sentry (routes/telemetry.ts): the portal sends page views and error reports here.
    client.data.config.matomoUrl = `${ctx.origin}/api/matomo.php`;
    client.data.config.sentryDsn = `${ctx.origin.replace('//', `//${sentryKeyFor(client.name)}@`)}/api/sentry/${client.data.config.id}`;
  }
  let closed = false;
  return {
    url: ctx.origin,
    port,
    app,
    warnings: imported.flatMap((p) => p.warnings),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
      await app.close();
      db.close();
      await search.close();
    },
  };
}

/** The HMAC key for access tokens, kept in SQLite so tokens stay valid across restarts. */
function tokenSecret(_dataDir: string, db: ReturnType<typeof openDb>): Uint8Array {
  db.raw.exec('CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL)');
  const row = db.raw.prepare("SELECT value FROM secrets WHERE name = 'access'").get() as { value: Buffer } | undefined;
  if (row) return new Uint8Array(row.value);
  const value = randomBytes(32);
  db.raw.prepare("INSERT INTO secrets (name, value) VALUES ('access', ?)").run(value);
  return new Uint8Array(value);
}
