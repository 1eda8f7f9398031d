/**
 * `npm start [-- --schedule <file> …] [--port N] [--host ADDR] [--no-live-today] [--workers N]`: builds the SDK if
 * dist/loader.js is missing, then serves the demo site, the SDK files and the API on one port (PORT, default 8080)
 * of 127.0.0.1 (HOST or --host for another address, which also needs JWT_SECRET and ADMIN_TOKEN:
 * http/secure-defaults.ts). `npm run serve` is the same command. `--workers N` runs N processes on the port
 * (node:cluster), which needs REDIS_URL (workers.ts); PUBLIC_URL names the origin a load balancer answers on.
 */
import cluster from 'node:cluster';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from './app';
import { resolveSecrets } from './http/secure-defaults';
import { checkWorkers, runPrimary } from './workers';

function parseArgs(argv: string[]) {
  const schedules: string[] = [];
  let port: number | undefined;
  let host = process.env.HOST || '127.0.0.1';
  let liveToday = true;
  let workers = Number(process.env.WORKERS || 1);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--schedule') schedules.push(argv[++i] ?? '');
    else if (arg === '--port') port = Number(argv[++i]);
    else if (arg === '--host') host = argv[++i] ?? '';
    else if (arg === '--no-live-today') liveToday = false;
    else if (arg === '--workers') workers = Number(argv[++i]);
    else if (!arg.startsWith('--')) schedules.push(arg);
    else
      throw new Error(
        `unknown option ${arg} (use --schedule <file>, --port <n>, --host <address>, --no-live-today, --workers <n>)`,
      );
  }
  if (schedules.some((s) => !s)) throw new Error('--schedule needs a file name');
  if (!host) throw new Error('--host needs an address');
  checkWorkers(workers);
  return { schedules, port, host, liveToday, workers };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  resolveSecrets(args.host, {}); // refuses demo secrets off loopback before a build is started
  if (cluster.isPrimary && !existsSync(join(REPO_ROOT, 'dist', 'loader.js'))) {
    console.log('dist/loader.js is missing: running npm run build …');
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  if (args.workers > 1 && cluster.isPrimary) {
    console.log(`starting ${args.workers} server processes on one port (REDIS_URL shared) …`);
    return runPrimary(args.workers);
  }
  const server = await startServer({
    port: args.port,
    host: args.host,
    // On this machine the documented address is http://localhost:8080 (README): URLs the server makes absolute use it.
    publicHost: args.host === '127.0.0.1' ? 'localhost' : undefined,
    schedules: args.schedules,
    liveToday: args.liveToday,
  });
  for (const warning of server.warnings) console.warn(`warning: ${warning}`);
  // With --workers, the first worker prints the addresses for all of them.
  if (cluster.isWorker && cluster.worker?.id !== 1) return stopOnSignals(server);
  console.log(`Congress Portal reference server on ${server.url}
  demo site      ${server.url}/
  loader         ${server.url}/loader.js
  script chunks  ${server.url}/cdn/
  ESM build      ${server.url}/esm/
  API            ${server.url}/api   (e.g. ${server.url}/api/demo/configuration)
  test streams   ${server.url}/streams/demo/index.m3u8
  live counter   ${server.url.replace('http', 'ws')}/api/live/counter`);
  stopOnSignals(server);
}

/** SIGTERM and SIGINT stop gracefully (RunningServer.shutdown): counter sockets told to reconnect, requests answered. */
function stopOnSignals(server: Awaited<ReturnType<typeof startServer>>): void {
  const stop = async (signal: string) => {
    if (!cluster.isWorker) console.log(`${signal}: closing sockets and database …`);
    await server.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`error: ${error.message}`);
  process.exit(1);
});
