import type { FastifyInstance } from 'fastify';
import type { Channel, CongressEvent } from '../../../src/core/types';
import { clientOf, nowOf, type Ctx } from '../context';
import { LIST_RESOURCES, type ListResource } from '../dataset/types';
import { LiveAnswers, sendLiveAnswer } from '../http/live-answers';
import { setLastModified } from '../http/conditional';
import { badParameter, notFound } from '../http/errors';
import { compileFilter, filterProject, parseFilter } from '../http/filter';
import { boolParam, intParam, listParam, oneString } from '../http/params';
import { parseSort } from '../http/sort';
import { liveChannel, withStatus } from '../live/channels';
import { defaultSort, likeTypeOf, type ClientStore } from '../store';
import { sendData } from './content';

/** Longest list any request gets (spec 1 §9 "maximum list length 2017"). */
export const MAX_LIMIT = 2017;
const DEFAULT_LIMIT = 24;

type Item = Record<string, unknown>;

/** What a list item looks like on the wire: live state, computed status, like counts. */
export function present(client: ClientStore, resource: ListResource, item: Item, now: number): Item {
  if (resource === 'channels') return liveChannel(client, item as unknown as Channel, now) as unknown as Item;
  if (resource === 'events') return withStatus(item as unknown as CongressEvent, now) as unknown as Item;
  if (resource === 'congressresources') return { ...item, likes: client.likeCount(likeTypeOf(resource), item.id) };
  return item;
}

/** Runs a list query: filter, sort, page (docs/api.md "Lists"). */
export function runList(client: ClientStore, resource: ListResource, query: unknown, now: number) {
  const clauses = parseFilter(oneString(query, 'filter'));
  const sortRaw = oneString(query, 'sort');
  const specs = sortRaw ? parseSort(sortRaw, '') : defaultSort(resource);
  const limit = intParam(query, 'limit', { min: 1, max: MAX_LIMIT, fallback: DEFAULT_LIMIT, clamp: true });
  const page = intParam(query, 'page', { min: 1, max: 1_000_000, fallback: 1 });
  const includeDenied = boolParam(query, 'include_denied');
  const fields = listParam(query, 'fields', 60);
  if (fields.some((f) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(f)))
    throw badParameter('fields', 'expected a comma list of field names');
  const project = filterProject(clauses);
  const timeZone = (project && client.data.config.projects[project]?.timezone) || 'Europe/Berlin';
  const test = compileFilter(clauses, timeZone);
  const needsStatus = resource === 'events' && clauses.some((c) => c.path[0] === 'status');
  const ordered = client.sortedList(resource, specs, includeDenied);
  let matches: Item[];
  if (!clauses.length) matches = ordered;
  else if (needsStatus) matches = ordered.filter((item) => test(present(client, resource, item, now)));
  else {
    // Data is static, so a filter's result is cached per order (pollers repeat the same filters every few seconds).
    const key = `${resource}|${specs.map((s) => (s.desc ? '-' : '') + s.key).join(',')}|${includeDenied}|${timeZone}|${oneString(query, 'filter')}`;
    matches = client.cachedFilter(key, () => ordered.filter(test));
  }
  const total = matches.length;
  const data = matches.slice((page - 1) * limit, page * limit).map((item) => {
    const shown = present(client, resource, item, now);
    return fields.length ? Object.fromEntries(fields.filter((f) => f in shown).map((f) => [f, shown[f]])) : shown;
  });
  return { data, meta: { total, page, limit, pages: Math.ceil(total / limit) } };
}

export function registerListRoutes(api: FastifyInstance, ctx: Ctx): void {
  // Channel and channel-list answers are polled by every viewer: kept serialized (http/live-answers.ts).
  const liveAnswers = new LiveAnswers();
  // Event lists change only with the schedule's boundaries (each event's status), and nothing edits events while the
  // server runs: they are kept until the boundary moves, not a second. Every timetable viewer polls the same list;
  // building, serializing, hashing and compressing it cost ≈ 4.5 ms of CPU per answer (issue 8 item 11).
  const eventAnswers = new LiveAnswers({ max: 32, ttlMs: Infinity });
  const liveAnswerOf = (url: string, client: ClientStore, now: number, build: () => unknown) =>
    liveAnswers.get(url, client.liveBoundary(now), client.lastLiveChange(now, ctx.store.loadedAt), build);

  api.get('/:client/wcm/:file', (request, reply) => {
    const { file } = request.params as Record<string, string>;
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    const resource = /^([a-z]+)\.json$/.exec(file)?.[1] as ListResource | undefined;
    if (!resource || !LIST_RESOURCES.includes(resource))
      throw notFound(
        'resource_not_found',
        `no list "${file.slice(0, 60)}"; lists: ${LIST_RESOURCES.map((r) => `${r}.json`).join(', ')}`,
      );
    const now = nowOf(ctx, request);
    const build = () => runList(client, resource, request.query, now);
    if (resource === 'channels') return sendLiveAnswer(request, reply, liveAnswerOf(request.url, client, now, build));
    if (resource === 'events') {
      return sendLiveAnswer(
        request,
        reply,
        eventAnswers.get(request.url, client.liveBoundary(now), client.lastLiveChange(now, ctx.store.loadedAt), build),
      );
    }
    setLastModified(reply, ctx.store.loadedAt);
    return reply.send(build());
  });

  api.get('/:client/wcm/collections/:file', (request, reply) => {
    const { file } = request.params as Record<string, string>;
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    const id = /^(\d{1,12})(\.json)?$/.exec(file)?.[1];
    const collection = id ? client.byId.collections.get(Number(id)) : undefined;
    if (!collection) throw notFound('collection_not_found', `no collection "${file.slice(0, 60)}"`);
    return sendData(reply, ctx, collection);
  });

  api.get('/:client/wcm/channels/:slugOrId', (request, reply) => {
    const { slugOrId } = request.params as Record<string, string>;
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    const project = oneString(request.query, 'project');
    if (project && !client.data.config.projects[project])
      throw notFound('project_not_found', `no project "${project.slice(0, 60)}" in client ${client.name}`);
    const channel = client.channel(slugOrId.replace(/\.json$/, ''), project);
    if (!channel)
      throw notFound(
        'channel_not_found',
        `no channel "${slugOrId.slice(0, 60)}"${project ? ` in project ${project}` : ''}`,
      );
    const now = nowOf(ctx, request);
    return sendLiveAnswer(
      request,
      reply,
      liveAnswerOf(request.url, client, now, () => ({ data: liveChannel(client, channel, now, true) })),
    );
  });
}
