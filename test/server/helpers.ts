import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../demo/server/app';
import { databaseUrlFor } from './database';

/** Morning of the live project's first day (Europe/Berlin, +01:00): Hall A runs 10:00–10:45. */
export const FAKENOW = '2026-03-04T10:10:00+01:00';
export const fakenow = encodeURIComponent(FAKENOW);

export interface TestServer extends RunningServer {
  dataDir: string;
  /** The server's PostgreSQL database in the `server-pg` project; '' on SQLite. */
  databaseUrl: string;
  get(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  post(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  /** Stops the server and removes its temp data folder (unless keepData). */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * A real server on a random port with its data in a temp folder (fixed data, no liveToday): SQLite there, or in the
 * `server-pg` project a PostgreSQL database of its own named after the folder.
 */
export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cp-server-'));
  const databaseUrl = options.databaseUrl ?? (await databaseUrlFor(dataDir));
  const server = await startServer({ port: 0, quiet: true, ...options, dataDir, databaseUrl });
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(server.url + path, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep text */
    }
    return { status: response.status, body: body as any, headers: response.headers };
  };
  return {
    ...server,
    dataDir,
    databaseUrl,
    get: call,
    post: (path, body, init) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        ...init,
      }),
    stop: async (keepData = false) => {
      await server.close();
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The contract's error body. */
export function expectError(
  answer: { status: number; body: any },
  status: number,
  code?: string,
  parameter?: string,
): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  const error = answer.body?.error;
  if (!error || error.status !== status || typeof error.message !== 'string' || !error.code)
    throw new Error(`bad error body ${JSON.stringify(answer.body)}`);
  if (code && error.code !== code) throw new Error(`expected code ${code}, got ${error.code}`);
  if (parameter && error.parameter !== parameter)
    throw new Error(`expected parameter ${parameter}, got ${error.parameter}`);
}
