import type { FastifyInstance } from 'fastify';
import { clientOf, nowOf, type Ctx } from '../context';
import { badParameter } from '../http/errors';
import { parseFilter, type Clause } from '../http/filter';
import { boolParam, intParam, listParam, oneString } from '../http/params';
import { parseSort } from '../http/sort';
import { FACETS, type Facet, type Found, type SearchRequest, type Selection } from '../search/engine';
import { SEARCH_TYPES, type SearchType } from '../search/index';
import type { ClientStore } from '../store';
import { MAX_LIMIT, present } from './lists';

const EXACT = ['byIds', 'slug', 'contribution', 'event.slug', 'topics', 'speakers.id'] as const;

/**
 * Splits the list filter into facet selections (`==` clauses on a facet's field: the sidebar's "one of these
 * values") and the rest (other fields and operators), which apply everywhere.
 */
function facetClauses(clauses: Clause[]): { rest: Clause[]; byFacet: Map<Facet, Clause[]> } {
  const byFacet = new Map<Facet, Clause[]>();
  const rest: Clause[] = [];
  for (const c of clauses) {
    const facet = FACETS.find((f) => f !== 'years' && f === c.field);
    if (facet && c.op === '==') byFacet.set(facet, [...(byFacet.get(facet) ?? []), c]);
    else rest.push(c);
  }
  return { rest, byFacet };
}

/** Reads and checks the search parameters shared by search, counts, aggregations and autocomplete. */
function readQuery(client: ClientStore, query: unknown): SearchRequest {
  const types = listParam(query, 'type', 4);
  for (const t of types)
    if (!(t in SEARCH_TYPES))
      throw badParameter('type', `unknown type "${t.slice(0, 30)}"; use ${Object.keys(SEARCH_TYPES).join(', ')}`);
  const text = oneString(query, 'query') ?? '';
  if (text.length > 200) throw badParameter('query', 'at most 200 characters');
  const lang = oneString(query, 'lang');
  if (lang !== undefined && !/^[a-z]{2}$/.test(lang)) throw badParameter('lang', 'expected a two-letter language code');
  const exact = oneString(query, 'exact');
  if (exact !== undefined && !(EXACT as readonly string[]).includes(exact))
    throw badParameter('exact', `use ${EXACT.join(', ')}`);
  const projects = new Set(listParam(query, 'project', 50));
  const group = oneString(query, 'group');
  if (group) for (const p of client.data.config.groups[group]?.projects ?? ['\u0000none']) projects.add(p);
  const categories = listParam(query, 'category', 20);
  const years = listParam(query, 'years', 50);
  if (years.some((y) => !/^\d{4}$/.test(y))) throw badParameter('years', 'expected a comma list of four-digit years');
  const { rest, byFacet } = facetClauses(parseFilter(oneString(query, 'filter')));
  const selections: Selection[] = [...byFacet].map(([facet, clauses]) => ({ facet, clauses }));
  if (categories.length) {
    const own = selections.find((s) => s.facet === 'crtype');
    if (own) own.categories = categories;
    else selections.push({ facet: 'crtype', clauses: [], categories });
  }
  if (years.length) selections.push({ facet: 'years', clauses: [], years: [...new Set(years)] });
  return {
    types: types as SearchType[],
    text,
    lang,
    exactPath: exact === undefined ? undefined : exact === 'byIds' ? ['id'] : exact.split('.'),
    projects: [...projects],
    rest,
    selections,
  };
}

/** Like counts of congress resources by id: every search document sorts by those (docs/api.md Sorting). */
function likedResources(client: ClientStore): Map<number, number> {
  const out = new Map<number, number>();
  for (const [key, n] of client.likes)
    if (key.startsWith('congressresources:')) out.set(Number(key.slice('congressresources:'.length)), n);
  return out;
}

export function registerSearchRoutes(api: FastifyInstance, ctx: Ctx): void {
  const prepare = (request: { params: unknown; query: unknown }) => {
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    return { client, q: readQuery(client, request.query) };
  };
  const ref = (client: ClientStore, { type }: Found) => ({
    _type: type,
    _index: `${client.name}-${SEARCH_TYPES[type]}`,
  });

  api.get('/search/:client', async (request, reply) => {
    const facets = boolParam(request.query, 'aggregations');
    const { client, q } = prepare(request);
    const limit = intParam(request.query, 'limit', { min: 0, max: MAX_LIMIT, fallback: 24, clamp: true });
    const from = intParam(request.query, 'from', { min: 0, max: 1_000_000, fallback: 0 });
    const order = oneString(request.query, 'order');
    if (order !== undefined && order !== 'asc' && order !== 'desc') throw badParameter('order', 'expected asc or desc');
    const sort = parseSort(oneString(request.query, 'sort'), q.text ? 'relevance' : '-datestart', true).map((s) =>
      order ? { ...s, desc: order === 'desc' } : s,
    );
    const now = nowOf(ctx, request);
    const likes = sort.some((s) => s.key === 'likes') ? likedResources(client) : new Map<number, number>();
    const answer = await ctx.search.search(client, q, { sort, from, limit, likes }, facets);
    reply.header('last-modified', new Date(ctx.store.loadedAt).toUTCString());
    return reply.send({
      hits: answer.hits.map((hit) => ({
        _id: String(hit.item.id),
        ...ref(client, hit),
        _score: hit.score,
        _source: present(client, SEARCH_TYPES[hit.type], hit.item, now),
      })),
      counts: answer.counts,
      ...(answer.aggregations ? { aggregations: answer.aggregations } : {}),
    });
  });

  api.get('/search/:client/counts', async (request, reply) => {
    const { client, q } = prepare(request);
    return reply.send({ counts: await ctx.search.counts(client, q) });
  });

  api.get('/search/:client/aggregations', async (request, reply) => {
    const { client, q } = prepare(request);
    const { aggregations, total } = await ctx.search.aggregations(client, q);
    return reply.send({ aggregations, counts: { total } });
  });

  api.get('/search/:client/autocomplete', async (request, reply) => {
    const { client, q } = prepare(request);
    const size = intParam(request.query, 'size', { min: 1, max: 20, fallback: 5 });
    const options = q.text.trim()
      ? (await ctx.search.suggest(client, q, size)).map((found) => ({
          _id: String(found.item.id),
          ...ref(client, found),
          text: found.text,
          _source: found.item,
        }))
      : [];
    return reply.send({ suggest: { autocomplete: [{ text: q.text, options }] } });
  });
}
