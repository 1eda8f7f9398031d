import type { FastifyInstance } from 'fastify';
import { clientOf, type Ctx } from '../context';
import { ApiError, badParameter, notFound } from '../http/errors';
import { isBearer } from '../http/secure-defaults';

/**
 * Organisers edit client pages while the portal is open (issue 10 item 13: the portal's 5 s updater shows the
 * change): `PUT /admin/{client}/pages/{id}` with `{ title?, modules? }`, admin token required. The page's
 * Last-Modified moves to now (whole seconds, at least one second after the previous one), so the updater's
 * If-Modified-Since poll gets the new page instead of 304. Edits are stored (db content_edits) and reach every
 * process through `ctx.changed`.
 */
export function registerAdminContentRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.put('/admin/:client/pages/:id', async (request, reply) => {
    if (!isBearer(request.headers.authorization, ctx.adminToken))
      throw new ApiError(401, 'admin_token_required', 'editing content needs the admin token');
    const { client: name, id } = request.params as Record<string, string>;
    const client = clientOf(ctx, name);
    const page = client.data.pages.find((p) => String(p.id) === id);
    if (!page) throw notFound('content_not_found', `no page ${id.slice(0, 40)}`);
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
    if (body.modules !== undefined && !Array.isArray(body.modules)) throw badParameter('modules', 'expected a list');
    const modified = nextModified(ctx, client.pagesModifiedAt);
    for (const field of ['title', 'modules'] as const) {
      if (body[field] !== undefined)
        await ctx.db.edits.save(client.name, 'page', `${page.id}/${field}`, body[field], modified);
    }
    await ctx.changed({ kind: 'pages', client: client.name });
    return reply.header('cache-control', 'no-store').send({ data: page });
  });

  // Organisers switch video tracking and its endpoint (spec 3 §3 Client: enableVideoTracking, videoTrackingEndpoint).
  api.put('/admin/:client/configuration', async (request, reply) => {
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
    const modified = nextModified(ctx, client.configModifiedAt);
    for (const [key, value] of Object.entries(body))
      await ctx.db.edits.save(client.name, 'config', key, value, modified);
    await ctx.changed({ kind: 'config', client: client.name });
    return reply.header('cache-control', 'no-store').send({ data: client.data.config });
  });
}

const CONFIG_KEYS = ['enableVideoTracking', 'videoTrackingEndpoint'];

/** Whole seconds (HTTP dates), at least one second after the previous edit, so If-Modified-Since sees every edit. */
function nextModified(ctx: Ctx, previous: number | null): number {
  const now = Math.floor(ctx.clock() / 1000) * 1000;
  return Math.max(now, (previous ?? ctx.store.loadedAt) + 1000);
}
