/**
 * `npm start [-- --schedule <file> …] [--port N] [--host ADDR] [--no-live-today]`: builds the SDK if dist/loader.js
 * is missing, then serves the demo site, the SDK files and the API on one port (PORT, default 8080) of 127.0.0.1
 * (HOST or --host for another address, which also needs JWT_SECRET and ADMIN_TOKEN: http/secure-defaults.ts).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from './app';
import { resolveSecrets } from './http/secure-defaults';

function parseArgs(argv: string[]) {
  const schedules: string[] = [];
  let port: number | undefined;
  let host = process.env.HOST || '127.0.0.1';
  let liveToday = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--schedule') schedules.push(argv[++i] ?? '');
    else if (arg === '--port') port = Number(argv[++i]);
    else if (arg === '--host') host = argv[++i] ?? '';
    else if (arg === '--no-live-today') liveToday = false;
    else if (!arg.startsWith('--')) schedules.push(arg);
    else
      throw new Error(`unknown option ${arg} (use --schedule <file>, --port <n>, --host <address>, --no-live-today)`);
  }
  if (schedules.some((s) => !s)) throw new Error('--schedule needs a file name');
  if (!host) throw new Error('--host needs an address');
  return { schedules, port, host, liveToday };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  resolveSecrets(args.host, {}); // refuses demo secrets off loopback before a build is started
  if (!existsSync(join(REPO_ROOT, 'dist', 'loader.js'))) {
    console.log('dist/loader.js is missing: running npm run build …');
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
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
  console.log(`Congress Portal reference server on ${server.url}
  demo site      ${server.url}/
  loader         ${server.url}/loader.js
  script chunks  ${server.url}/cdn/
  ESM build      ${server.url}/esm/
  API            ${server.url}/api   (e.g. ${server.url}/api/demo/configuration)
  test streams   ${server.url}/streams/demo/index.m3u8
  live counter   ${server.url.replace('http', 'ws')}/api/live/counter`);
  const stop = async (signal: string) => {
    console.log(`${signal}: closing sockets and database …`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`error: ${error.message}`);
  process.exit(1);
});
