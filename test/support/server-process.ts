/**
 * A reference server in a child process of its own (for tests that kill one with SIGKILL, or that need two
 * processes on one database): `tsx test/support/server-child.ts`, which prints its URL on stdout once it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL, then waits for the exit: no shutdown code runs (the crash case). */
  kill9(): Promise<void>;
}

/**
 * `redisUrl`: the Redis that several processes on one database share (they refuse to start without one). `root`: the
 * checkout whose server runs (a bench compares two).
 */
export function startServerProcess(
  dataDir: string,
  databaseUrl: string,
  redisUrl = '',
  root = ROOT,
): Promise<ServerProcess> {
  // Node itself with tsx's loader, not the `tsx` command: that one runs the script in a child process of its own,
  // which a SIGKILL of the command would leave running (the "killed" server would go on holding its database).
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test', 'support', 'server-child.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const url = /^listening (\S+)$/m.exec(out)?.[1];
      if (url)
        resolve({
          url,
          child,
          kill9: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}: ${err.slice(0, 500)}`)));
  });
}
