/**
 * Real separate server processes sharing one Redis: `kill -9` of one takes its viewers out of the other's totals
 * within 15 s; SIGTERM stops gracefully (sockets closed with the restart code, exit 0); starts that cannot work are
 * refused with a clear reason (several processes without Redis, a malformed or unreachable REDIS_URL).
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../demo/server/app';
import { freePort, startRedis, type Engine } from '../../support/engines';
import { until, viewer, type Viewer } from './support';

const ROOT = resolve(__dirname, '../../..');
let redis: Engine;
let dataDir: string;
const children: ChildProcess[] = [];
const sockets: Viewer[] = [];

beforeAll(async () => {
  redis = await startRedis();
  dataDir = mkdtempSync(join(tmpdir(), 'cp-scale-proc-'));
});
afterAll(async () => {
  for (const v of sockets) v.ws.terminate();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server process (test/support/server-main.ts) on a free port; resolves with its URL when it listens. */
function serverProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(join(ROOT, 'test/support/server-main.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      CP_SERVER_OPTIONS: JSON.stringify({ redisUrl: redis.url, dataDir, counterIntervalMs: 200 }),
    },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited with ${code} before listening`)));
    child.on('message', (m: { ev?: string; url?: string }) => {
      if (m.ev === 'listening') resolve({ child, url: m.url! });
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

describe('kill -9 of one process: its viewers leave the others totals within 15 s; SIGTERM stops gracefully', () => {
  it('2 viewers on P1, 3 on P2: P2 counts 5; P1 killed: P2 counts its own 3 within 15 s; P2 SIGTERM: 1012, exit 0', async () => {
    const [p1, p2] = await Promise.all([serverProcess(), serverProcess()]);
    const onP1 = await Promise.all([viewer(p1.url, 'dmc2026/hall-a'), viewer(p1.url, 'dmc2026/hall-a')]);
    const onP2 = await Promise.all([0, 1, 2].map(() => viewer(p2.url, 'dmc2026/hall-a')));
    sockets.push(...onP1, ...onP2);
    await until(
      () => onP2.every((v) => v.last?.total === 5 && v.last.count === 5),
      8000,
      () => JSON.stringify(onP2.map((v) => v.last)),
    );
    p1.child.kill('SIGKILL');
    const ms = await until(
      () => onP2.every((v) => v.last?.total === 3),
      17_000,
      () => JSON.stringify(onP2.map((v) => v.last)),
    );
    expect(ms).toBeLessThanOrEqual(15_000);
    expect(onP2.every((v) => v.ws.readyState === v.ws.OPEN)).toBe(true);

    p2.child.kill('SIGTERM');
    expect(await exited(p2.child)).toBe(0);
    expect(onP2.map((v) => v.closeCode)).toEqual([1012, 1012, 1012]);
  }, 150_000);
});

describe('starts that cannot work are refused, saying why', () => {
  it('npm run serve -- --workers 2 without REDIS_URL', async () => {
    const env = { ...process.env };
    delete env.REDIS_URL;
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'demo/server/main.ts'), '--workers', '2', '--port', '0'],
        { env, cwd: ROOT, timeout: 30_000 },
        (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
      );
      child.stdin?.end();
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--workers 2: several server processes need REDIS_URL/);
  });

  it.each([
    ['redis://admin:s3cret-pass@cache.internal:notaport/0', /REDIS_URL: not a URL/],
    ['http://admin:s3cret-pass@cache.internal:6379', /REDIS_URL: unsupported scheme "http:"/],
    ['redis://admin:s3cret-pass@cache.internal:6379/db', /REDIS_URL: the path must be a database number/],
  ])('malformed REDIS_URL %s: an error naming the variable, the password masked', async (redisUrl, message) => {
    const start = startServer({ port: 0, quiet: true, dataDir: join(dataDir, 'refused'), redisUrl });
    await expect(start).rejects.toThrow(message);
    const error = await start.catch((e: Error) => e);
    expect(String(error)).not.toContain('s3cret');
    expect(String(error)).toContain('admin:***@');
  });

  it('a REDIS_URL nothing answers on: refused within 5 s, naming the variable', async () => {
    const port = await freePort();
    const start = startServer({
      port: 0,
      quiet: true,
      dataDir: join(dataDir, 'unreachable'),
      redisUrl: `redis://:pw-secret@127.0.0.1:${port}`,
    });
    await expect(start).rejects.toThrow(/^REDIS_URL: no answer from redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ within 5 s/);
  });
});
