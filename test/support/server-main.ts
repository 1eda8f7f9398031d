/**
 * One reference server as a process of its own, for tests and benches that need real separate processes (`kill -9`,
 * SIGTERM): `tsx test/support/server-main.ts` with the options as JSON in CP_SERVER_OPTIONS (ServerOptions:
 * port, dataDir, redisUrl, publicUrl …). Prints one line `{"url", "port", "pid"}` when it listens; SIGTERM stops it
 * gracefully (RunningServer.shutdown) and exits 0. Over IPC (when forked) it answers `{cmd: 'count', client,
 * context}` with the live counter's totals and `{cmd: 'stats'}` with CPU time and sockets.
 */
import { startServer, type ServerOptions } from '../../demo/server/app';

const options = JSON.parse(process.env.CP_SERVER_OPTIONS ?? '{}') as ServerOptions;
const server = await startServer({ port: 0, quiet: true, ...options });
process.stdout.write(`${JSON.stringify({ url: server.url, port: server.port, pid: process.pid })}\n`);
process.send?.({ ev: 'listening', url: server.url, port: server.port, pid: process.pid });

type Command = { cmd: 'count'; client: string; context: string } | { cmd: 'stats' };
process.on('message', (command: Command) => {
  if (command.cmd === 'count') {
    process.send?.({
      ev: 'count',
      ...server.counter.count(command.client, command.context),
      local: server.counter.localCount(command.client, command.context),
    });
  } else if (command.cmd === 'stats') {
    const { user, system } = process.cpuUsage();
    process.send?.({
      ev: 'stats',
      cpuMs: (user + system) / 1000,
      sockets: server.app.websocketServer?.clients.size ?? 0,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    });
  }
});
const stop = () => void server.shutdown().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
