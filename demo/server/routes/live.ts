import type { FastifyInstance } from 'fastify';
import { clientOf, nowOf, type Ctx } from '../context';
import { notFound } from '../http/errors';
import { liveChannel } from '../live/channels';

/** WebSocket live counter (spec 3 §7) and channel preview images. */
export function registerLiveRoutes(api: FastifyInstance, ctx: Ctx): void {
  const counter = ctx.counter;
  api.addHook('onClose', async () => counter.close());

  api.get('/live/counter', { websocket: true }, (socket) => {
    socket.on('message', (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        message = null;
      }
      const m = message as Record<string, unknown> | null;
      const valid =
        m &&
        typeof m.client === 'string' &&
        ctx.store.clients.has(m.client) &&
        (m.context === undefined || (typeof m.context === 'string' && m.context.length <= 200));
      if (!valid) {
        socket.send(
          JSON.stringify({
            type: 'error',
            message: 'expected {"client": "<known client>", "context": "<string up to 200 characters>"}',
          }),
        );
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
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(live.onAir ? 'preview-live.jpg' : 'preview-offair.jpg', ctx.assetsDir);
  });
}
