import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { ApiError, badParameter } from '../http/errors';
import { isBearer } from '../http/secure-defaults';
import { intParam, oneString } from '../http/params';

const PLAY_STATES = ['play', 'pause', 'stop', 'heartbeat', 'test', 'end', 'playing', 'paused', 'idle', 'initiate'];
/** Spec 3 §4 tracker modes. */
const STATS_STATES = ['play', 'pause', 'idle', 'end', 'initiate'];

function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
  return body as Record<string, unknown>;
}

/**
 * Beacons stored in SQLite: video tracking (spec 3 §7: user, type, play_state, ev_id, …, heartbeat 30 s;
 * play_state 'test' for the tracking test) and the analytics sink for page views (custom dimensions 1–9).
 * GET variants list the latest entries for organisers (and tests), with the admin token.
 */
export function registerBeaconRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.post('/tracking/video', (request, reply) => {
    const body = objectBody(request.body);
    if (typeof body.play_state !== 'string' || !PLAY_STATES.includes(body.play_state))
      throw badParameter('play_state', `expected one of ${PLAY_STATES.join(', ')}`);
    if (body.type !== undefined && typeof body.type !== 'string') throw badParameter('type', 'expected a string');
    ctx.db.q.insertBeacon.run(
      'video',
      typeof body.client === 'string' ? body.client.slice(0, 60) : null,
      JSON.stringify(body),
      ctx.clock(),
    );
    return reply.code(204).send();
  });

  // The video-stats helper's beacon (spec 3 §7 Analytics beacon: collection_id, eventtype 'live', event_id, event_title,
  // channel, room, topics, vstatus, vsession_id, playerposition; heartbeat 60 s while playing).
  api.post('/tracking/stats', (request, reply) => {
    const body = objectBody(request.body);
    if (typeof body.vstatus !== 'string' || !STATS_STATES.includes(body.vstatus))
      throw badParameter('vstatus', `expected one of ${STATS_STATES.join(', ')}`);
    if (body.eventtype !== 'live') throw badParameter('eventtype', "expected 'live'");
    ctx.db.q.insertBeacon.run(
      'stats',
      typeof body.client === 'string' ? body.client.slice(0, 60) : null,
      JSON.stringify(body),
      ctx.clock(),
    );
    return reply.code(204).send();
  });

  api.post('/analytics/pageview', (request, reply) => {
    const body = objectBody(request.body);
    if (typeof body.url !== 'string' || !body.url || body.url.length > 2000)
      throw badParameter('url', 'required, at most 2000 characters');
    const dimensions = body.dimensions ?? {};
    if (
      typeof dimensions !== 'object' ||
      Array.isArray(dimensions) ||
      Object.keys(dimensions as object).some((k) => !/^[1-9]$/.test(k))
    ) {
      throw badParameter('dimensions', 'expected an object with keys 1 to 9');
    }
    ctx.db.q.insertBeacon.run(
      'pageview',
      typeof body.client === 'string' ? body.client.slice(0, 60) : null,
      JSON.stringify(body),
      ctx.clock(),
    );
    return reply.code(204).send();
  });

  for (const [path, kind] of [
    ['/tracking/video', 'video'],
    ['/tracking/stats', 'stats'],
    ['/analytics/pageviews', 'pageview'],
    ['/analytics/matomo', 'matomo'],
    ['/sentry/events', 'sentry'],
  ] as const) {
    api.get(path, (request, reply) => {
      // Beacons name users: reading them back needs the organiser's admin token (ADMIN_TOKEN).
      if (!isBearer(request.headers.authorization, ctx.adminToken))
        throw new ApiError(401, 'admin_token_required', 'reading beacons needs the admin token');
      const client = oneString(request.query, 'client') ?? null;
      const limit = intParam(request.query, 'limit', { min: 1, max: 1000, fallback: 100 });
      const rows = ctx.db.q.beacons.all(kind, client, client, limit) as {
        id: number;
        client: string | null;
        body: string;
        received: number;
      }[];
      return reply.header('cache-control', 'no-store').send({
        data: rows.map((r) => ({
          id: r.id,
          client: r.client,
          received: new Date(r.received).toISOString(),
          body: JSON.parse(r.body),
        })),
      });
    });
  }
}
