import type { FastifyInstance } from 'fastify';
import { clientOf, type Ctx } from '../context';
import { ApiError, badParameter, notFound } from '../http/errors';
import { isBearer } from '../http/secure-defaults';

/**
 * Organisers edit client pages while the portal is open (issue 10 item 13: the portal's 5 s updater shows the
 * change): `PUT /admin/{client}/pages/{id}` with `{ title?, modules? }`, admin token required. The page's
 * Last-Modified moves to now (whole seconds, at least one second after the previous one), so the updater's
 * If-Modified-Since poll gets the new page instead of 304. Changes live in memory until the server restarts; a change event tells every other process.
 */
export function registerAdminContentRoutes(api: FastifyInstance, ctx: Ctx): void {
  // Edits live in each process's memory: the change event carries the new values and their Last-Modified.
  ctx.bus.subscribe((event) => {
    const client = 'client' in event ? ctx.store.clients.get(event.client) : undefined;
    if (!client) return;
    if (event.type === 'page') {
      const page = client.data.pages.find((p) => String(p.id) === event.id);
      if (!page) return;
      if (event.title !== undefined) page.title = event.title as string;
      if (event.modules !== undefined) page.modules = event.modules as typeof page.modules;
      client.pagesModifiedAt = Math.max(event.at, client.pagesModifiedAt ?? 0);
    } else if (event.type === 'configuration') {
      Object.assign(client.data.config, event.changes);
      client.configModifiedAt = Math.max(event.at, client.configModifiedAt ?? 0);
    }
  });
  api.put('/admin/:client/pages/:id', (request, reply) => {
    if (!isBearer(request.headers.authorization, ctx.adminToken))
      throw new ApiError(401, 'admin_token_required', 'editing content needs the admin token');
    const { client: name, id } = request.params as Record<string, string>;
    const client = clientOf(ctx, name);
    const page = client.data.pages.find((p) => String(p.id) === id);
    if (!page) throw notFound('content_not_found', `no page ${id.slice(0, 40)}`);
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
    if (body.modules !== undefined && !Array.isArray(body.modules)) throw badParameter('modules', 'expected a list');
    const now = Math.floor(ctx.clock() / 1000) * 1000;
    const at = Math.max(now, (client.pagesModifiedAt ?? ctx.store.loadedAt) + 1000);
    // Every process (this one at once) applies the edit with the same Last-Modified.
    ctx.bus.publish({
      type: 'page',
      client: client.name,
      id: String(page.id),
      title: body.title,
      modules: body.modules,
      at,
    });
    return reply.header('cache-control', 'no-store').send({ data: page });
  });

  // Organisers switch video tracking and its endpoint (spec 3 §3 Client: enableVideoTracking, videoTrackingEndpoint).
  api.put('/admin/:client/configuration', (request, reply) => {
    if (!isBearer(request.headers.authorization, ctx.adminToken))
      throw new ApiError(401, 'admin_token_required', 'editing the configuration needs the admin token');
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
    const unknown = Object.keys(body).filter((k) => !CONFIG_KEYS.includes(k));
    if (unknown.length) throw badParameter(unknown[0].slice(0, 40), `only ${CONFIG_KEYS.join(', ')} can be changed`);
    if (body.enableVideoTracking !== undefined && ![0, 1, true, false].includes(body.enableVideoTracking as number))
      throw badParameter('enableVideoTracking', 'expected 0, 1, true or false');
    if (
      body.videoTrackingEndpoint !== undefined &&
      (typeof body.videoTrackingEndpoint !== 'string' || !/^https?:\/\//.test(body.videoTrackingEndpoint))
    ) {
      throw badParameter('videoTrackingEndpoint', 'expected an http(s) URL');
    }
    const now = Math.floor(ctx.clock() / 1000) * 1000;
    const at = Math.max(now, (client.configModifiedAt ?? ctx.store.loadedAt) + 1000);
    ctx.bus.publish({ type: 'configuration', client: client.name, changes: body, at });
    return reply.header('cache-control', 'no-store').send({ data: client.data.config });
  });
}

const CONFIG_KEYS = ['enableVideoTracking', 'videoTrackingEndpoint'];
