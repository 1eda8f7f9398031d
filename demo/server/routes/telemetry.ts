import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ApiError, badParameter } from '../http/errors';

/**
 * The two telemetry sinks of the portal (issue 10 item 11), each shaped like the service it stands in for:
 * - `GET|POST /matomo.php`: the Matomo tracking HTTP API (query or form body: idsite, rec, url, action_name,
 *   _id, dimension1…9, …; `navigator.sendBeacon` posts a form body). Answers 204 like Matomo's `send_image=0`.
 * - `POST /sentry/api/{projectId}/envelope/`: Sentry's envelope endpoint (DSN `http://{key}@{host}/api/sentry/{projectId}`,
 *   advertised as `sentryDsn` in the client configuration). The key must be the client's (`sentry_key` query or
 *   the `X-Sentry-Auth` header); the body is an envelope of newline-separated JSON.
 * Both store what they receive as beacons, read back with the admin token (routes/beacons.ts).
 */
export function registerTelemetryRoutes(api: FastifyInstance, ctx: Ctx): void {
  // Plain-text and form bodies are only accepted here (the rest of the API is JSON only, docs/api.md).
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/plain', 'application/x-www-form-urlencoded', 'application/x-sentry-envelope'],
      { parseAs: 'string', bodyLimit: 200 * 1024 },
      (_request, body, done) => done(null, String(body)),
    );

    const matomo = (request: FastifyRequest) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const form = typeof request.body === 'string' ? new URLSearchParams(request.body) : new URLSearchParams();
      const params: Record<string, string> = {};
      for (const source of [query, form])
        for (const [key, value] of source) if (key.length <= 40) params[key] = value.slice(0, 2000);
      if (params.rec !== '1') throw badParameter('rec', 'expected 1 (Matomo tracking API)');
      const site = Number(params.idsite);
      if (!Number.isInteger(site) || site < 1) throw badParameter('idsite', 'expected a positive site id');
      if (!params.url) throw badParameter('url', 'required');
      return { site, params };
    };
    for (const method of ['GET', 'POST'] as const) {
      scope.route({
        method,
        url: '/matomo.php',
        handler: async (request, reply) => {
          const { site, params } = matomo(request);
          const client = clientOfSite(ctx, site);
          await ctx.db.beacons.add({ kind: 'matomo', client, body: JSON.stringify(params), received: ctx.clock() });
          return reply.code(204).header('cache-control', 'no-store').send();
        },
      });
    }

    scope.post('/sentry/api/:projectId/envelope/', async (request, reply) => {
      const { projectId } = request.params as { projectId: string };
      const client = [...ctx.store.clients.values()].find((c) => String(c.data.config.id) === projectId);
      const key = sentryKeyOf(request);
      if (!client || key !== sentryKeyFor(client.name))
        throw new ApiError(401, 'invalid_token', 'unknown DSN key or project');
      if (typeof request.body !== 'string') throw badParameter('body', 'expected an envelope');
      const lines = request.body.split('\n');
      let header: Record<string, unknown>;
      try {
        header = JSON.parse(lines[0]) as Record<string, unknown>;
      } catch {
        throw badParameter('body', 'the envelope header is not JSON');
      }
      const items: unknown[] = [];
      for (let i = 1; i + 1 < lines.length; i += 2) {
        try {
          items.push({ header: JSON.parse(lines[i]), payload: JSON.parse(lines[i + 1]) });
        } catch {
          throw badParameter('body', `envelope item ${(i + 1) / 2} is not JSON`);
        }
      }
      const body = JSON.stringify({ header, items });
      await ctx.db.beacons.add({ kind: 'sentry', client: client.name, body, received: ctx.clock() });
      return reply.header('cache-control', 'no-store').send({ id: header.event_id ?? null });
    });
  });
}

/**
 * The DSN public key of a client (demo values: the reference server is its own Sentry). Word characters only:
 * Sentry's SDK refuses a DSN whose key has any other (real keys are 32 hex digits).
 */
export function sentryKeyFor(client: string): string {
  return `${client.replace(/\W/g, '_')}_sentry_key`;
}

function sentryKeyOf(request: FastifyRequest): string | null {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('sentry_key');
  if (query) return query;
  const auth = request.headers['x-sentry-auth'];
  const match = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth) : null;
  return match ? match[1] : null;
}

/** The client whose matomoSiteId (default 3) is the request's idsite, when exactly one has it. */
function clientOfSite(ctx: Ctx, site: number): string | null {
  const matches = [...ctx.store.clients.values()].filter((c) => Number(c.data.config.matomoSiteId ?? 3) === site);
  return matches.length === 1 ? matches[0].name : null;
}
