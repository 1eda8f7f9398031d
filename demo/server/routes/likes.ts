import type { FastifyInstance } from 'fastify';
import { clientOf, type Ctx } from '../context';
import type { ListResource } from '../dataset/types';
import { ApiError, badParameter, notFound } from '../http/errors';
import { listParam, oneString } from '../http/params';
import type { ClientStore } from '../store';
import { authenticate } from '../user/sessions';

/** Like types in URLs → the list they count in (singular, plural and short names are accepted). */
const TYPES: Record<string, ListResource> = {
  cr: 'congressresources',
  congressresource: 'congressresources',
  congressresources: 'congressresources',
  event: 'events',
  events: 'events',
  slide: 'timelineitems',
  slides: 'timelineitems',
  timeline: 'timelineitems',
  timelineitems: 'timelineitems',
  speaker: 'speakers',
  speakers: 'speakers',
};

function likeType(raw: string): ListResource {
  const type = TYPES[raw];
  if (!type)
    throw badParameter('type', `unknown like type "${raw.slice(0, 30)}"; use ${Object.keys(TYPES).join(', ')}`);
  return type;
}

function existing(client: ClientStore, type: ListResource, id: string): string {
  if (!/^\d{1,12}$/.test(id) || !client.byId[type].has(Number(id)))
    throw notFound('content_not_found', `no ${type} item "${id.slice(0, 40)}"`);
  return id;
}

/**
 * Likes (spec 2 §7): check, like, unlike (signed in, own user id only), batch counts. Stored in SQLite. The batch
 * with `user_id` also names the ids that user likes (`meta.liked`), so a list knows its liked flags in the same one
 * request (spec 2 §4); like the single check, it needs no sign-in.
 */
export function registerLikeRoutes(api: FastifyInstance, ctx: Ctx): void {
  // Like counts are kept in memory per process (ClientStore.likes) and refreshed from the database on a change event.
  const countOf = ctx.db.raw.prepare(
    'SELECT COUNT(*) AS n FROM likes WHERE client = ? AND type = ? AND resource_id = ?',
  );
  const allCounts = ctx.db.q.likeCounts;
  ctx.bus.subscribe((event) => {
    if (event.type === 'likes') {
      const client = ctx.store.clients.get(event.client);
      if (!client) return;
      const { n } = countOf.get(client.name, event.resource, event.id) as { n: number };
      client.likes.set(`${event.resource}:${event.id}`, n);
      client.forgetLikeOrder();
    } else if (event.type === 'resync') {
      for (const client of ctx.store.clients.values()) {
        client.likes.clear();
        client.forgetLikeOrder();
      }
      for (const row of allCounts.all() as { client: string; type: string; resource_id: string; n: number }[])
        ctx.store.clients.get(row.client)?.likes.set(`${row.type}:${row.resource_id}`, row.n);
    }
  });
  api.get('/:client/:type/:id/like/:user', (request, reply) => {
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const type = likeType(p.type);
    const id = existing(client, type, p.id);
    const liked = !!ctx.db.q.likeCheck.get(client.name, type, id, p.user);
    return reply
      .header('cache-control', 'no-store')
      .send({ data: { alreadyLiked: liked, likes: client.likeCount(type, id) } });
  });

  const change =
    (add: boolean) => async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      const p = request.params as Record<string, string>;
      const client = clientOf(ctx, p.client);
      const type = likeType(p.type);
      const id = existing(client, type, p.id);
      const { user } = await authenticate(ctx, request);
      const userId = oneString(request.query, 'user_id') ?? user.id;
      if (userId !== user.id) throw new ApiError(403, 'wrong_user', 'user_id is not the signed-in user');
      const result = add
        ? ctx.db.q.likeAdd.run(client.name, type, id, user.id, ctx.clock())
        : ctx.db.q.likeRemove.run(client.name, type, id, user.id);
      // Every process (this one at once) re-reads the count and drops its like-sorted orders.
      if (result.changes) ctx.bus.publish({ type: 'likes', client: client.name, resource: type, id });
      return reply
        .header('cache-control', 'no-store')
        .send({ data: { alreadyLiked: add, likes: client.likeCount(type, id) } });
    };
  api.post('/:client/:type/:id/like', change(true));
  api.delete('/:client/:type/:id/like', change(false));

  api.get('/:client/:type/like', (request, reply) => {
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const type = likeType(p.type);
    const ids = listParam(request.query, 'resourceIds', 2017);
    if (!ids.length) throw badParameter('resourceIds', 'expected a comma list of ids');
    if (ids.some((id) => !/^\d{1,12}$/.test(id))) throw badParameter('resourceIds', 'ids are numbers');
    const data = Object.fromEntries(ids.map((id) => [id, client.likeCount(type, id)]));
    const user = oneString(request.query, 'user_id');
    if (!user) return reply.header('cache-control', 'no-store').send({ data });
    const mine = new Set(
      (ctx.db.q.likedBy.all(client.name, type, user) as { resource_id: string | number }[]).map((r) =>
        String(r.resource_id),
      ),
    );
    return reply.header('cache-control', 'no-store').send({ data, meta: { liked: ids.filter((id) => mine.has(id)) } });
  });
}
