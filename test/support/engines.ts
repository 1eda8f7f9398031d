/**
 * Throwaway PostgreSQL and Redis servers on loopback for server tests and benches: each call starts its own
 * instance on a free port in a temporary folder, and `stop()` removes every trace. PostgreSQL runs with
 * `fsync=off` (a test database need not survive a power cut) and Redis without persistence, so both start in well
 * under two seconds. `.ci/run` installs the Debian packages these need when a machine lacks them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Engine {
  /** A connection URL on 127.0.0.1, e.g. `postgres://postgres@127.0.0.1:5xxxx/portal_test`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** PostgreSQL can also go away and come back on the same port with its data (outage tests). */
export interface PostgresEngine extends Engine {
  /** Stops the server at once (`pg_ctl stop -m immediate`), keeping the data. */
  down(): Promise<void>;
  /** Starts it again after `down()`. */
  up(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the kernel picks it; the socket is closed before the engine binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? join(root, versions[versions.length - 1], 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install postgresql');
  return bin;
}

/** PostgreSQL runs as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * Starts a fresh PostgreSQL cluster with one database (`portal_test` unless named). `durable` keeps PostgreSQL's own
 * flushing (fsync, synchronous commit) for benches that measure writes as production makes them; `sharedBuffers`
 * sizes PostgreSQL's cache (default 128MB) for benches whose tables should stay in it, as docs/deploy.md advises.
 */
export async function startPostgres(
  database = 'portal_test',
  options: { durable?: boolean; sharedBuffers?: string } = {},
): Promise<PostgresEngine> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'cp-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    asPostgres(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'pg.log'),
      '-w',
      'start',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'}${options.sharedBuffers ? ` -c shared_buffers=${options.sharedBuffers}` : ''}`,
    ]);
  start();
  execFileSync(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', `create database ${database}`],
    {
      stdio: 'pipe',
    },
  );
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    down: async () => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']),
    up: async () => start(),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Starts a Redis server without persistence; `port` starts it on a given port (a restart after `stop()`: what
 * the processes connected to the old one reconnect to).
 */
export async function startRedis(port?: number): Promise<Engine> {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cp-redis-'));
  if (process.getuid?.() === 0) chownSync(dir, 0, 0);
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(new Error(`redis-server did not start (apt-get install redis-server): ${error.message}`)),
    ),
  );
  await Promise.race([failed, waitForPort(port)]);
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts connections on 127.0.0.1:port; throws after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}
