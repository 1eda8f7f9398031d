import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { clientOf, nowOf, type Ctx } from '../context';
import { notFound } from '../http/errors';
import { liveChannel } from '../live/channels';

/** Viewers per client and context (e.g. "dmc2026/hall-a"), counted over open WebSockets. */
export class LiveCounter {
  private readonly sockets = new Map<WebSocket, { client: string; context: string }>();

  join(socket: WebSocket, client: string, context: string): void {
    const before = this.sockets.get(socket);
    this.sockets.set(socket, { client, context });
    if (before && (before.client !== client || before.context !== context)) this.broadcast(before.client, before.context);
    this.broadcast(client, context);
  }

  leave(socket: WebSocket): void {
    const before = this.sockets.get(socket);
    this.sockets.delete(socket);
    if (before) this.broadcast(before.client, before.context);
  }

  count(client: string, context: string): { count: number; total: number } {
    let count = 0;
    let total = 0;
    for (const s of this.sockets.values()) {
      if (s.client !== client) continue;
      total++;
      if (s.context === context) count++;
    }
    return { count, total };
  }

  private broadcast(client: string, context: string): void {
    const { count, total } = this.count(client, context);
    const message = JSON.stringify({ type: 'counter', client, context, count, total });
    for (const [socket, s] of this.sockets) if (s.client === client && s.context === context && socket.readyState === socket.OPEN) socket.send(message);
  }
}

/** WebSocket live counter (spec 3 §7) and channel preview images. */
export function registerLiveRoutes(api: FastifyInstance, ctx: Ctx): void {
  const counter = new LiveCounter();

  api.get('/live/counter', { websocket: true }, (socket) => {
    socket.on('message', (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        message = null;
      }
      const m = message as Record<string, unknown> | null;
      const valid = m && typeof m.client === 'string' && ctx.store.clients.has(m.client) && (m.context === undefined || (typeof m.context === 'string' && m.context.length <= 200));
      if (!valid) {
        socket.send(JSON.stringify({ type: 'error', message: 'expected {"client": "<known client>", "context": "<string up to 200 characters>"}' }));
        return;
      }
      counter.join(socket, m!.client as string, (m!.context as string | undefined) ?? '');
    });
    socket.on('close', () => counter.leave(socket));
    socket.on('error', () => counter.leave(socket));
  });

  // spec 3 §7: GET base path + preview_{channelid}.jpg, refreshed every 15 s with a timestamp query.
  api.get('/:client/live/preview/:file', (request, reply) => {
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const id = /^preview_(\d{1,12})\.jpg$/.exec(p.file)?.[1];
    const channel = id ? client.channel(id) : undefined;
    if (!channel) throw notFound('channel_not_found', `no preview "${p.file.slice(0, 60)}"`);
    const live = liveChannel(client, channel, nowOf(ctx, request)) as { onAir?: boolean };
    return reply.header('cache-control', 'no-cache').sendFile(live.onAir ? 'preview-live.jpg' : 'preview-offair.jpg', ctx.assetsDir);
  });
}
