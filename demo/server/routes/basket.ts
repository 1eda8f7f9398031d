import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { badParameter } from '../http/errors';
import { boolParam } from '../http/params';
import { authenticate, verifyToken, writeAsUser } from '../user/sessions';

const MAX_EVENTS = 200;

/** Basket (favourites): GET /basket, POST /basket/events?return_basket=1 (spec 1 §7, spec 2 §7). */
export function registerBasketRoutes(api: FastifyInstance, ctx: Ctx): void {
  const items = async (client: string, user: string) =>
    (await ctx.db.baskets.items(client, user)).map((r) => ({
      item_type: r.item_type,
      item_id: r.item_id,
      added: new Date(r.added).toISOString(),
    }));

  api.get('/basket', async (request, reply) => {
    const { user } = await authenticate(ctx, request);
    return reply.header('cache-control', 'no-store').send({ data: { items: await items(user.client, user.id) } });
  });

  api.post('/basket/events', async (request, reply) => {
    // The token is checked before the body, as on every secured route; the session itself with the write below.
    const token = await verifyToken(ctx, request);
    const body = request.body as Record<string, unknown> | null;
    const events = body && typeof body === 'object' ? body.events : undefined;
    if (!Array.isArray(events))
      throw badParameter('events', 'expected a list of {event, item_type, item_id, timestamp}');
    if (events.length > MAX_EVENTS) throw badParameter('events', `at most ${MAX_EVENTS} per request`);
    const checked = events.map((e, i) => {
      const ev = e as Record<string, unknown>;
      if (!ev || typeof ev !== 'object') throw badParameter(`events[${i}]`, 'expected an object');
      if (ev.event !== 'ADD_ITEM' && ev.event !== 'REMOVE_ITEM')
        throw badParameter(`events[${i}].event`, 'expected ADD_ITEM or REMOVE_ITEM');
      if (typeof ev.item_type !== 'string' || !/^[a-z_-]{1,40}$/.test(ev.item_type))
        throw badParameter(`events[${i}].item_type`, 'expected a content type such as congressresource');
      if (
        (typeof ev.item_id !== 'string' && typeof ev.item_id !== 'number') ||
        String(ev.item_id).length > 64 ||
        String(ev.item_id) === ''
      )
        throw badParameter(`events[${i}].item_id`, 'expected an id');
      const ts =
        ev.timestamp === undefined
          ? ctx.clock()
          : typeof ev.timestamp === 'number'
            ? ev.timestamp
            : Date.parse(String(ev.timestamp));
      if (!Number.isFinite(ts)) throw badParameter(`events[${i}].timestamp`, 'expected epoch ms or an ISO date-time');
      return { add: ev.event === 'ADD_ITEM', type: ev.item_type, id: String(ev.item_id), ts };
    });
    // All or nothing: a bad event rejects the whole request before anything is stored.
    // The session check and the events share one transaction (and a group commit with other writes).
    const user = await writeAsUser(ctx, token, `basket:${token.sub}`, async ({ user }, repos) => {
      await repos.baskets.apply(user.client, user.id, checked);
      return user;
    });
    reply.header('cache-control', 'no-store');
    return reply.send(
      boolParam(request.query, 'return_basket')
        ? { data: { items: await items(user.client, user.id) } }
        : { data: { accepted: checked.length } },
    );
  });
}
