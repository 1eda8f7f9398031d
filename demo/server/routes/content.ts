import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { clientOf, type Ctx } from '../context';
import type { ContentItem } from '../dataset/types';
import { setLastModified } from '../http/conditional';
import { ApiError, badParameter, notFound } from '../http/errors';
import { LiveAnswers, sendLiveAnswer } from '../http/live-answers';
import { oneString } from '../http/params';
import { registerWidgetRoutes } from './widgets';

/** Languages the SDK ships texts for (src/i18n): a client needs no overrides for them. */
const SHIPPED_LANGUAGES = new Set(['en', 'de']);

type Params = Record<string, string>;

/** Answers `{ data }` with Last-Modified = when the dataset was loaded. */
export function sendData(reply: FastifyReply, ctx: Ctx, data: unknown, lastModified = ctx.store.loadedAt): unknown {
  setLastModified(reply, lastModified);
  return reply.send({ data });
}

const NUMERIC_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/** Client by host name; localhost, *.localhost and numeric hosts are `demo` unless mapped (spec 1 §7). */
export function clientForHost(domains: Record<string, string>, rawHost: string): string | undefined {
  const host = rawHost.toLowerCase().replace(/:\d+$/, '');
  if (domains[host]) return domains[host];
  if (host === 'localhost' || host.endsWith('.localhost') || NUMERIC_HOST.test(host)) return 'demo';
  return undefined;
}

const sortModules = (item: ContentItem) => [...(item.modules ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
const withoutChildren = ({ children: _c, ...rest }: ContentItem) => ({
  ...rest,
  modules: sortModules(rest as ContentItem),
});

export function registerContentRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.get('/domains/host/:host', (request, reply) => {
    const { host } = request.params as Params;
    const client = clientForHost(ctx.store.dataset.domains, host);
    if (!client || !ctx.store.clients.has(client))
      throw notFound('domain_not_found', `no client for host "${host.slice(0, 100)}"`);
    return sendData(reply, ctx, { client });
  });

  // Every page asks for its client's configuration first; it changes only by PUT /admin/{client}/configuration, which
  // moves its Last-Modified: kept serialized per modification (≈ 3 ms of CPU per answer built, issue 8 item 11).
  const configurations = new LiveAnswers({ max: 64, ttlMs: Infinity });
  api.get('/:client/configuration', (request, reply) => {
    const client = clientOf(ctx, (request.params as Params).client);
    const modified = Math.max(ctx.store.loadedAt, client.configModifiedAt ?? 0);
    return sendLiveAnswer(
      request,
      reply,
      configurations.get(client.name, modified, modified, () => ({ data: client.data.config })),
      false,
    );
  });

  api.get('/assets', (request, reply) => {
    const name = oneString(request.query, 'client');
    if (!name) throw badParameter('client', 'required');
    return sendData(reply, ctx, clientOf(ctx, name).data.assets);
  });

  api.get('/assets/file/:file', (request, reply) => {
    const { file } = request.params as Params;
    if (!/^[a-z0-9][a-z0-9._-]{0,80}\.(svg|png|jpg)$/i.test(file) || !existsSync(`${ctx.assetsDir}/${file}`))
      throw notFound('asset_not_found', `no asset file "${file.slice(0, 80)}"`);
    return reply.header('cache-control', 'public, max-age=3600').sendFile(file, ctx.assetsDir);
  });

  api.get('/:client/translations/:lang', (request, reply) => {
    const { lang } = request.params as Params;
    const client = clientOf(ctx, (request.params as Params).client);
    if (!/^[a-z]{2}(-[A-Za-z]{2})?$/.test(lang))
      throw badParameter('lang', 'expected a language code such as en or de');
    const texts = client.data.translations[lang] ?? client.data.translations[lang.slice(0, 2)];
    // A client without overrides for a language the SDK ships has nothing to add: that is an empty table, not an error
    // (a 404 here would put a failed request in the console of every correctly configured page).
    if (!texts && !SHIPPED_LANGUAGES.has(lang.slice(0, 2)))
      throw notFound('language_not_found', `client ${client.name} has no translations for "${lang}"`);
    return sendData(reply, ctx, texts ?? {});
  });

  api.get('/:client/pages', (request, reply) => {
    const client = clientOf(ctx, (request.params as Params).client);
    const relation = oneString(request.query, 'relation');
    if (relation && !['client', 'group', 'project'].includes(relation))
      throw badParameter('relation', 'expected client, group or project');
    const id = oneString(request.query, 'id');
    const type = oneString(request.query, 'type');
    const slug = oneString(request.query, 'slug');
    const pages = client.data.pages.filter(
      (p) =>
        (!relation || p.relation === relation) &&
        (!id || p.relation_id === id || String(p.id) === id) &&
        (!type || p.type === type) &&
        (!slug || p.slug === slug),
    );
    const modified = Math.max(ctx.store.loadedAt, client.pagesModifiedAt ?? 0);
    return sendData(
      reply,
      ctx,
      pages.map((p) => ({
        ...p,
        modules: Array.isArray(p.modules) ? [...p.modules].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)) : p.modules,
      })),
      modified,
    );
  });

  for (const kind of ['packages', 'spotlights', 'educationitems'] as const) {
    api.get(`/:client/${kind}`, (request, reply) => {
      const client = clientOf(ctx, (request.params as Params).client);
      const category = oneString(request.query, 'category');
      const project = oneString(request.query, 'project');
      const items = client.data[kind].filter(
        (i) => (!category || i.category === category) && (!project || i.project === project),
      );
      return sendData(reply, ctx, items.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map(withoutChildren));
    });
    const find = (params: Params) => {
      const item = clientOf(ctx, params.client).contentItem(kind, params.slug);
      if (!item)
        throw notFound(
          `${kind.replace(/s$/, '')}_not_found`,
          `no ${kind.replace(/s$/, '')} "${params.slug.slice(0, 100)}"`,
        );
      return item;
    };
    api.get(`/:client/${kind}/:slug`, (request, reply) =>
      sendData(reply, ctx, withoutChildren(find(request.params as Params))),
    );
    api.get(`/:client/${kind}/:slug/modules`, (request, reply) =>
      sendData(reply, ctx, sortModules(find(request.params as Params))),
    );
    if (kind === 'educationitems') {
      api.get('/:client/educationitems/:slug/tree', (request, reply) => {
        const tree = (item: ContentItem): unknown => ({
          id: item.id,
          slug: item.slug,
          title: item.title,
          description: item.description,
          children: (item.children ?? []).map(tree),
        });
        return sendData(reply, ctx, tree(find(request.params as Params)));
      });
    }
  }

  api.get('/:client/ad', (request, reply) => {
    const client = clientOf(ctx, (request.params as Params).client);
    return sendData(
      reply,
      ctx,
      [...client.data.ads].sort((a, b) => (b.boost ?? 0) - (a.boost ?? 0)),
    );
  });

  api.get('/:client/isc/tags.json', (request, reply) => {
    const client = clientOf(ctx, (request.params as Params).client);
    const project = oneString(request.query, 'project');
    if (!project) return sendData(reply, ctx, [...new Set(Object.values(client.data.tags).flat())]);
    const tags = client.data.tags[project];
    if (!tags)
      throw new ApiError(404, 'project_not_found', `no project "${project.slice(0, 60)}" in client ${client.name}`);
    return sendData(reply, ctx, tags);
  });

  registerWidgetRoutes(api, ctx);
}
