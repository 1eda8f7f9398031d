import WebSocket from 'ws';
import type { RunningServer } from '../../../demo/server/app';

/** A counter socket that keeps the latest counter message it got. */
export interface Viewer {
  ws: WebSocket;
  last?: { count: number; total: number; context: string };
  closeCode?: number;
}

/** Opens a counter socket on `url` (http origin of a server) and announces `{client: 'demo', context}`. */
export function viewer(url: string, context: string): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live/counter`);
    const v: Viewer = { ws };
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'counter') v.last = m;
    });
    ws.on('close', (code) => (v.closeCode = code));
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify({ client: 'demo', context }));
      resolve(v);
    });
  });
}

/** Waits until `check` is true (polling every 50 ms); fails naming what was last seen. */
export async function until(check: () => boolean, timeoutMs: number, what: () => string): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - t0;
}

/** A server's totals for the demo client and a context. */
export const totals = (server: RunningServer, context: string) => server.counter.count('demo', context);
