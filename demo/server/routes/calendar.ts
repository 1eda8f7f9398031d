import type { FastifyInstance, FastifyReply } from 'fastify';
import { ALARM_MINUTES, type AlarmMinutes, parseAlarmMinutes } from '../../../src/core/calendar';
import { isValidTimeZone } from '../../../src/core/timetable';
import { isOriginAllowed, normalizeOrigin, toOriginList } from '../../../src/core/host-messages/origin';
import { safeUrl } from '../../../src/core/url/safe-url';
import { feedAnswer } from '../calendar/feed-body';
import { publishedSessions } from '../calendar/revisions';
import { feedToken, newFeedId, verifyFeedToken } from '../calendar/token';
import { clientOf, type Ctx } from '../context';
import type { FeedRow } from '../db/repos/calendar';
import { ApiError, badParameter, notFound } from '../http/errors';
import { oneString } from '../http/params';
import type { ClientStore } from '../store';
import { authenticate } from '../user/sessions';

type Params = Record<string, string>;

/** Calendar apps ask again after this many seconds at the earliest; the ETag makes the next ask nearly free. */
const FEED_MAX_AGE_S = 300;

/** One answer for every token that does not open a feed, so nobody learns whether a user or a feed exists. */
const gone = () => new ApiError(410, 'feed_gone', 'this calendar feed is no longer available');

function projectOf(client: ClientStore, name: string) {
  const project = client.data.config.projects?.[name];
  if (!project) throw notFound('project_not_found', `no project "${name.slice(0, 60)}"`);
  return project;
}

/**
 * A session link pattern as the SDK sends it: an absolute http(s) URL with `{slug}`, through the URL gate, on the
 * server's own origin or one the client allows (the page where the portal or the timetable runs).
 */
function checkLinkPattern(ctx: Ctx, client: ClientStore, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || value.length > 500)
    throw badParameter('link', 'expected a URL of at most 500 characters');
  const url = safeUrl(value.replaceAll('{slug}', 'x'));
  const origin = normalizeOrigin(url ?? '');
  if (!value.includes('{slug}') || !url || !origin)
    throw badParameter(
      'link',
      'expected an absolute http(s) URL with {slug}, such as https://example.org/congress/esc2026/events/{slug}',
    );
  if (!isOriginAllowed(origin, toOriginList(ctx.origin, client.data.config.allowedOrigins ?? [])))
    throw badParameter('link', `origin ${origin} is not among the client's allowed origins`);
  return value;
}

const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

export function registerCalendarRoutes(api: FastifyInstance, ctx: Ctx): void {
  const base = (client: string, project: string) =>
    `${ctx.origin}/api/calendar/${encodeURIComponent(client)}/${encodeURIComponent(project)}`;
  const programmeLinks = (client: string, project: string, link: string) => {
    const url = `${base(client, project)}/programme.ics${link ? `?link=${encodeURIComponent(link)}` : ''}`;
    return { url, webcal: webcal(url) };
  };
  const feedInfo = (row: FeedRow) => {
    const url = `${base(row.client, row.project)}/private/${feedToken(ctx.tokenSecret, row.client, row.project, row.feed_id)}.ics`;
    return {
      project: row.project,
      alarm: row.alarm,
      link: row.link,
      url,
      webcal: webcal(url),
      created: new Date(row.created).toISOString(),
    };
  };
  const sendFeed = async (
    reply: FastifyReply,
    client: ClientStore,
    projectName: string,
    options: { alarm: AlarmMinutes; link: string; only?: Set<string>; visibility: 'public' | 'private' },
  ) => {
    const project = projectOf(client, projectName);
    const all = await publishedSessions(ctx, client, projectName);
    // A withdrawn session is matched by the id it last had, unless a renumbering import gave that id to another.
    const current = new Set(all.filter((s) => !s.cancelled).map((s) => s.id));
    const only = options.only;
    const sessions = only ? all.filter((s) => only.has(s.id) && (!s.cancelled || !current.has(s.id))) : all;
    const zone = isValidTimeZone(project.timezone) ? project.timezone : 'UTC';
    const title = project.title || projectName;
    const answer = feedAnswer(
      {
        client: client.name,
        project: projectName,
        zone,
        name: title,
        alarm: options.alarm,
        link: options.link,
        sessions,
      },
      all,
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('etag', answer.etag)
      .header('cache-control', `${options.visibility}, max-age=${FEED_MAX_AGE_S}`)
      .send(answer.body);
  };

  // The whole programme, for anyone (the society's own calendar, guests).
  api.get('/calendar/:client/:project/programme.ics', async (request, reply) => {
    const { client: name, project } = request.params as Params;
    const client = clientOf(ctx, name);
    projectOf(client, project);
    const link = checkLinkPattern(ctx, client, oneString(request.query, 'link'));
    return sendFeed(reply, client, project, { alarm: 0, link, visibility: 'public' });
  });

  // Where the programme feed is, for the subscribe dialog (guests too).
  api.get('/calendar/:client/:project', async (request, reply) => {
    const { client: name, project } = request.params as Params;
    const client = clientOf(ctx, name);
    projectOf(client, project);
    const link = checkLinkPattern(ctx, client, oneString(request.query, 'link'));
    return reply.send({ data: { programme: programmeLinks(client.name, project, link), alarms: ALARM_MINUTES } });
  });

  // A user's agenda: the sessions in their basket (item_type event), with their reminder.
  api.get('/calendar/:client/:project/private/:token', async (request, reply) => {
    const { client: name, project, token } = request.params as Params;
    const client = clientOf(ctx, name);
    projectOf(client, project);
    const feedId = verifyFeedToken(ctx.tokenSecret, client.name, project, token.replace(/\.ics$/, ''));
    const row = feedId ? await ctx.db.calendar.feedById(feedId) : undefined;
    if (!row || row.client !== client.name || row.project !== project) throw gone();
    const items = await ctx.db.baskets.items(row.client, row.user_id);
    const only = new Set(items.filter((i) => i.item_type === 'event').map((i) => i.item_id));
    return sendFeed(reply, client, project, {
      alarm: parseAlarmMinutes(row.alarm) ?? 0,
      link: row.link,
      only,
      visibility: 'private',
    });
  });

  // The signed-in user's own feed of a project: read, create or change, regenerate, revoke.
  const own = async (request: Parameters<typeof authenticate>[1]) => {
    const { user } = await authenticate(ctx, request);
    const client = clientOf(ctx, user.client);
    const project = (request.params as Params).project;
    projectOf(client, project);
    return { user, client, project };
  };
  const answer = (reply: FastifyReply, client: ClientStore, project: string, row: FeedRow | undefined) =>
    reply.header('cache-control', 'no-store').send({
      data: {
        feed: row ? feedInfo(row) : null,
        programme: programmeLinks(client.name, project, row?.link ?? ''),
        alarms: ALARM_MINUTES,
      },
    });

  api.get('/calendar-feed/:project', async (request, reply) => {
    const { user, client, project } = await own(request);
    return answer(reply, client, project, await ctx.db.calendar.feed(client.name, user.id, project));
  });

  api.post('/calendar-feed/:project', async (request, reply) => {
    const { user, client, project } = await own(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
    const existing = await ctx.db.calendar.feed(client.name, user.id, project);
    const alarm = body.alarm === undefined ? (existing?.alarm ?? 0) : parseAlarmMinutes(body.alarm);
    if (alarm === null) throw badParameter('alarm', `expected one of ${ALARM_MINUTES.join(', ')} (minutes before)`);
    const link = body.link === undefined ? (existing?.link ?? '') : checkLinkPattern(ctx, client, body.link);
    await ctx.db.calendar.saveFeed({
      client: client.name,
      user_id: user.id,
      project,
      feed_id: newFeedId(),
      alarm,
      link,
      created: ctx.clock(),
    });
    return answer(reply, client, project, await ctx.db.calendar.feed(client.name, user.id, project));
  });

  api.post('/calendar-feed/:project/regenerate', async (request, reply) => {
    const { user, client, project } = await own(request);
    if (!(await ctx.db.calendar.renewFeed(client.name, user.id, project, newFeedId())))
      throw notFound('feed_not_found', 'no calendar feed to regenerate: create one first');
    return answer(reply, client, project, await ctx.db.calendar.feed(client.name, user.id, project));
  });

  api.delete('/calendar-feed/:project', async (request, reply) => {
    const { user, client, project } = await own(request);
    await ctx.db.calendar.deleteFeed(client.name, user.id, project);
    return answer(reply, client, project, undefined);
  });
}
