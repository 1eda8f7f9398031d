/**
 * Child process of the viewers benchmark: holds N live-counter sockets, as N browser pages would, so the
 * server and this load do not share an event loop. Each socket sends `{client, context}` on open (spec 3 §7)
 * and counts the counter messages it receives. Commands arrive over IPC (see `SocketsCommand`).
 */
import WebSocket from 'ws';
import { sourceAddresses } from './pollers';

export type SocketsCommand =
  | {
      cmd: 'join';
      url: string;
      n: number;
      client: string;
      context: string;
      concurrency: number;
      settleTimeoutMs: number;
      /** The count every socket must be told to be settled (default: this child's open sockets). */
      target?: number;
    }
  | { cmd: 'warm'; url: string; n: number; client: string; context: string }
  | { cmd: 'status' }
  | { cmd: 'close' };

export type SocketsEvent =
  | { ev: 'warmed'; open: number }
  | { ev: 'joined'; open: number; failed: number; ms: number }
  | { ev: 'settled'; ok: boolean; messages: number; ms: number; open: number; lastTotal: number }
  | { ev: 'status'; open: number; dropped: number; messages: number; lastTotal: number };

const send = (event: SocketsEvent) => process.send?.(event);
/** Sockets from loopback addresses of their own, apart from the polls' (./pollers.ts `sourceAddresses`). */
const socketSource = sourceAddresses(2);
const sockets: WebSocket[] = [];
const lastCount = new Map<WebSocket, number>();
let messages = 0;
let open = 0;
let failed = 0;
let dropped = 0;
let lastTotal = 0;

function connect(url: string, client: string, context: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, localAddress: socketSource() });
    let opened = false;
    ws.on('open', () => {
      opened = true;
      open++;
      sockets.push(ws);
      ws.send(JSON.stringify({ client, context }));
      resolve();
    });
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; count: number; total: number };
      if (m.type !== 'counter') return;
      messages++;
      lastCount.set(ws, m.count);
      lastTotal = m.total;
    });
    ws.on('error', () => {
      if (!opened) {
        failed++;
        resolve();
      }
    });
    ws.on('close', () => {
      if (opened) {
        open--;
        dropped++;
      }
    });
  });
}

async function join(c: Extract<SocketsCommand, { cmd: 'join' }>): Promise<void> {
  const t0 = performance.now();
  let next = 0;
  // A bounded number of handshakes in flight: as fast as the server accepts, without flooding its backlog.
  await Promise.all(
    Array.from({ length: c.concurrency }, async () => {
      while (next < c.n) {
        next++;
        await connect(c.url, c.client, c.context);
      }
    }),
  );
  send({ ev: 'joined', open, failed, ms: performance.now() - t0 });
  // Settled: every open socket's latest message counts all open sockets (the server has told everyone).
  const deadline = performance.now() + c.settleTimeoutMs;
  const check = () => {
    const target = c.target ?? open;
    const settled = sockets.every((ws) => ws.readyState !== WebSocket.OPEN || lastCount.get(ws) === target);
    if (settled || performance.now() > deadline) {
      send({ ev: 'settled', ok: settled, messages, ms: performance.now() - t0, open, lastTotal });
      return;
    }
    setTimeout(check, 100);
  };
  check();
}

/**
 * Opens `n` sockets one after another and closes them again, then forgets them: the code paths of this process
 * and of the server are compiled before the measured join, as they are on a server that has been running.
 */
async function warm(c: Extract<SocketsCommand, { cmd: 'warm' }>): Promise<void> {
  for (let i = 0; i < c.n; i++) await connect(c.url, c.client, c.context);
  const warmed = open;
  for (const ws of sockets) {
    ws.removeAllListeners('close');
    ws.close();
  }
  sockets.length = 0;
  lastCount.clear();
  messages = open = failed = dropped = lastTotal = 0;
  send({ ev: 'warmed', open: warmed });
}

process.on('message', (command: SocketsCommand) => {
  if (command.cmd === 'join') void join(command);
  else if (command.cmd === 'warm') void warm(command);
  else if (command.cmd === 'status') send({ ev: 'status', open, dropped, messages, lastTotal });
  else if (command.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
