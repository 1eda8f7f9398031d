import type { FastifyInstance } from 'fastify';
import { clientOf, type Ctx } from '../context';
import type { ListResource } from '../dataset/types';
import { ApiError, badParameter, notFound } from '../http/errors';
import { listParam, oneString } from '../http/params';
import type { ClientStore } from '../store';
import { authenticate, invalidToken, verifyToken } from '../user/sessions';

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
 * Likes (spec 2 §7): check, like, unlike (signed in, own user id only), batch counts. Answers read the database,
 * counts included, so every process gives the same numbers. The batch with `user_id` also names the ids that user
 * likes (`meta.liked`), so a list knows its liked flags in the same one request (spec 2 §4); like the single check,
 * it needs no sign-in.
 */
export function registerLikeRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.get('/:client/:type/:id/like/:user', async (request, reply) => {
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const type = likeType(p.type);
    const id = existing(client, type, p.id);
    const key = { client: client.name, type, id };
    const [liked, likes] = await Promise.all([ctx.db.likes.isLiked(key, p.user), ctx.db.likes.count(key)]);
    return reply.header('cache-control', 'no-store').send({ data: { alreadyLiked: liked, likes } });
  });

  const change =
    (add: boolean) => async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      const p = request.params as Record<string, string>;
      const client = clientOf(ctx, p.client);
      const type = likeType(p.type);
      const id = existing(client, type, p.id);
      const key = { client: client.name, type, id };
      const wanted = oneString(request.query, 'user_id');
      // The token names its session and user (signed, so no database read); the statement that likes checks that
      // session is still signed in (a sign-out takes effect at once) and writes nothing otherwise.
      const token = await verifyToken(ctx, request);
      if (wanted !== undefined && wanted !== token.sub) {
        // Signed out first (401, as every route answers a revoked session), then the wrong user (403): a read of
        // the session on this error path only.
        await authenticate(ctx, request);
        throw new ApiError(403, 'wrong_user', 'user_id is not the signed-in user');
      }
      const done = await ctx.db.write(`likes:${client.name}:${type}:${id}`, (repos) =>
        repos.likes.changeAs(key, token.sid, token.sub, add, ctx.clock()),
      );
      if (!done) throw invalidToken();
      const { changed, count } = done;
      // Lists carry like counts and sort by them: every process's copy follows the committed count.
      if (changed) await ctx.changed({ kind: 'likes', client: client.name, type, id, count });
      return reply.header('cache-control', 'no-store').send({ data: { alreadyLiked: add, likes: count } });
    };
  api.post('/:client/:type/:id/like', change(true));
  api.delete('/:client/:type/:id/like', change(false));

  api.get('/:client/:type/like', async (request, reply) => {
    const p = request.params as Record<string, string>;
    const client = clientOf(ctx, p.client);
    const type = likeType(p.type);
    const ids = listParam(request.query, 'resourceIds', 2017);
    if (!ids.length) throw badParameter('resourceIds', 'expected a comma list of ids');
    if (ids.some((id) => !/^\d{1,12}$/.test(id))) throw badParameter('resourceIds', 'ids are numbers');
    const counts = new Map((await ctx.db.likes.counts(client.name, type, ids)).map((r) => [r.resource_id, r.n]));
    const data = Object.fromEntries(ids.map((id) => [id, counts.get(id) ?? 0]));
    const user = oneString(request.query, 'user_id');
    if (!user) return reply.header('cache-control', 'no-store').send({ data });
    const mine = new Set(await ctx.db.likes.likedBy(client.name, type, user));
    return reply.header('cache-control', 'no-store').send({ data, meta: { liked: ids.filter((id) => mine.has(id)) } });
  });
}
