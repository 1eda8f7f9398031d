/**
 * Starts the real reference server (demo/server) on a free port with a throw-away data folder, after making
 * sure dist/ is built (scripts/ensure-build.mjs: rebuilds only when sources changed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startServer, type RunningServer, type ServerOptions } from '../../../demo/server/app';

export interface DemoServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The same server under its other name, `http://localhost:<port>`: a different origin for the browser. */
  twinUrl: string;
  port: number;
  /** The server's throw-away data folder (its SQLite file is `portal.sqlite`). */
  dataDir: string;
  close(): Promise<void>;
}

export function ensureBuild(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** `options` go to the server beside these: a free port, quiet, a throw-away data folder. */
export async function startDemoServer(options: ServerOptions = {}): Promise<DemoServer> {
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-e2e-'));
  const server: RunningServer = await startServer({ port: 0, quiet: true, dataDir, ...options });
  return {
    url: `http://127.0.0.1:${server.port}`,
    twinUrl: `http://localhost:${server.port}`,
    port: server.port,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
