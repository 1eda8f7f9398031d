import type { FastifyInstance } from 'fastify';
import { clientOf, type Ctx } from '../context';
import { ApiError, badParameter, notFound } from '../http/errors';
import { isBearer } from '../http/secure-defaults';
import { livePlaylist } from '../live/hls-loop';

/**
 * Live streams of the channels (issue 12 item 5, docs/api.md "Live streams"): each channel's livestreams play a
 * sliding-window playlist of the committed clip; an organiser pauses or resumes a channel with the admin token.
 */
export function registerLiveStreamRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.get('/:client/live/streams/:channel/:file', (request, reply) => {
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const channel = client.channel(p.channel);
    const streamId = /^(.{1,120})\.m3u8$/.exec(p.file)?.[1];
    if (!channel || !streamId || !channel.livestreams?.some((s) => String(s.id) === streamId)) {
      throw notFound(
        'stream_not_found',
        `no live stream "${p.file.slice(0, 60)}" in channel "${p.channel.slice(0, 60)}"`,
      );
    }
    // A live playlist changes every segment: never cached (a segment is 2 s).
    return reply
      .header('cache-control', 'no-cache')
      .type('application/vnd.apple.mpegurl')
      .send(livePlaylist(ctx.clock(), ctx.origin));
  });

  api.put('/:client/wcm/channels/:slugOrId/paused', (request, reply) => {
    if (!isBearer(request.headers.authorization, ctx.adminToken))
      throw new ApiError(401, 'admin_token_required', 'pausing a channel needs the admin token');
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const channel = client.channel(p.slugOrId);
    if (!channel) throw notFound('channel_not_found', `no channel "${p.slugOrId.slice(0, 60)}"`);
    const paused = (request.body as Record<string, unknown> | undefined)?.paused;
    if (typeof paused !== 'boolean') throw badParameter('paused', 'expected {"paused": true} or {"paused": false}');
    // Every process (this one at once) applies the pause; channel answers are rebuilt within their 1 s keep time.
    ctx.bus.publish({ type: 'pause', client: client.name, channel: channel.id, paused: paused ? 1 : 0 });
    return reply.send({ data: { id: channel.id, slug: channel.slug, paused: channel.paused } });
  });

  ctx.bus.subscribe((event) => {
    if (event.type !== 'pause') return;
    const channel = ctx.store.clients.get(event.client)?.channel(String(event.channel));
    if (channel) channel.paused = event.paused;
  });
}
