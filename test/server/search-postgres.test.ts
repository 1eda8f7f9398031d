/**
 * Search on PostgreSQL full text beside minisearch: where the contract fixes the answer (filters, scope, facets,
 * field sorts, exact values, counts), both engines answer alike; where full text differs on purpose (stemming,
 * websearch syntax), the PostgreSQL engine is held to docs/api.md.
 */
import pgClient from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../demo/data/generate/index';
import type { SearchRequest } from '../../demo/server/search/engine';
import { PostgresSearch } from '../../demo/server/search/postgres/engine';
import { ClientStore } from '../../demo/server/store';
import { startPostgres, type Engine } from '../support/engines';
import { expectError, testServer, type TestServer } from './helpers';

let database: Engine;
let pg: TestServer;
let mini: TestServer;
beforeAll(async () => {
  database = await startPostgres();
  [pg, mini] = await Promise.all([testServer({ databaseUrl: database.url }), testServer()]);
});
afterAll(async () => {
  await Promise.all([pg?.stop(), mini?.stop()]);
  await database?.stop();
});
const both = async (path: string) => {
  const [a, b] = await Promise.all([pg.get(path), mini.get(path)]);
  expect(a.status).toBe(200);
  expect(b.status).toBe(200);
  return [a.body, b.body];
};
const ids = (body: any) => body.hits.map((h: any) => `${h._type}:${h._id}`);
const titles = (body: any) => body.hits.map((h: any) => `${h._source.title} ${h._source.de_title ?? ''}`);

describe('PostgreSQL and minisearch answer alike where the contract fixes the answer', () => {
  it.each([
    ['field sort, every type', 'sort=title&limit=60'],
    ['default order without a query', 'limit=60&from=30'],
    ['session title, descending', 'type=congressresource&sort=sessiontitle&order=desc&limit=40'],
    ['speaker, then title', 'type=congressresource&sort=speaker,title&limit=40'],
    ['likes (none yet), then date', 'type=congressresource&sort=-likes,datestart&limit=30'],
    ['speakers by last name in a project', 'type=speaker&project=dmc2025&sort=lastname&limit=100'],
    ['a group', 'group=dms&sort=datestart&limit=50'],
    ['exact ids', 'exact=byIds&query=1200001,1200002,1000001,1100001'],
    [
      'exact slugs of events',
      'exact=event.slug&query=dmc2026-prevention-outcomes-in-surgery-diagnosis-1100001&sort=id',
    ],
    ['exact speaker ids', 'exact=speakers.id&query=1000498&sort=title&limit=100'],
    [
      'date range and contains',
      `filter=${encodeURIComponent('datestart>=2026-03-04;datestart<2026-03-05T12:00;event.title~=SURGERY')}&sort=title&limit=100`,
    ],
    [
      'nested equality and exclusion',
      `filter=${encodeURIComponent('speakers.lastname==Rossi|Andersen;badges!=award')}&sort=id&limit=100`,
    ],
    [
      'numbers and booleans compare as text',
      `filter=${encodeURIComponent('consent==1;duration>=1000')}&type=congressresource&sort=id&limit=50`,
    ],
  ])('%s: the same hits in the same order, the same counts', async (_name, query) => {
    const [a, b] = await both(`/api/search/demo?${query}`);
    expect(ids(a)).toEqual(ids(b));
    expect(a.counts).toEqual(b.counts);
    expect(a.hits.length).toBeGreaterThan(0);
  });

  it.each([
    ['no selection', ''],
    ['a topic and a year', `years=2026&filter=${encodeURIComponent('topics==Oncology|Surgery')}`],
    [
      'categories, a type and a language',
      `category=lecture,abstract&filter=${encodeURIComponent('type==Plenary;language==de')}`,
    ],
    [
      'a selection and a narrowing filter',
      `filter=${encodeURIComponent('topics==Oncology;topics!=Surgery;crtype==lecture')}&years=2026,2025`,
    ],
  ])('facet counts (%s) are the same, disjunctive per category', async (_name, query) => {
    const [a, b] = await both(
      `/api/search/demo?type=congressresource,event&aggregations=true&limit=10&sort=title&${query}`,
    );
    expect(a.aggregations).toEqual(b.aggregations);
    expect(a.counts).toEqual(b.counts);
    expect(ids(a)).toEqual(ids(b));
    const [x, y] = await both(`/api/search/demo/aggregations?type=congressresource&${query}`);
    expect(x).toEqual(y);
    const [c, d] = await both(`/api/search/demo/counts?${query}`);
    expect(c).toEqual(d);
  });

  it('a text query: the same counts and set of documents (ranking may differ)', async () => {
    const [a, b] = await both('/api/search/demo?query=robotic%20surgery&limit=2017&type=congressresource');
    expect(a.counts.total).toBeGreaterThan(0);
    expect(new Set(ids(a))).toEqual(new Set(ids(b)));
  });
});

describe('full text on PostgreSQL', () => {
  const search = async (query: string) => (await pg.get(`/api/search/demo?${query}`)).body;

  it('English stemming: "imaged" and "surgeries" find imaging and surgery titles', async () => {
    for (const [text, word] of [
      ['imaged', /imaging/i],
      ['surgeries', /surgery/i],
    ] as const) {
      const body = await search(`query=${text}&type=congressresource&limit=20`);
      expect(body.counts.total).toBeGreaterThan(10);
      for (const title of titles(body)) expect(title).toMatch(word);
    }
  });
  it('German stemming: "Bildgebungen" finds titles with Bildgebung, German titles first with lang=de', async () => {
    const body = await search('query=Bildgebungen&lang=de&type=congressresource&limit=20');
    expect(body.counts.total).toBeGreaterThan(10);
    for (const hit of body.hits) expect(hit._source.de_title).toMatch(/Bildgebung/);
  });
  it('prefixes: a word start matches; typos: one edit in a word of 5+ letters still finds it', async () => {
    expect((await search('query=telem&type=congressresource')).counts.total).toBeGreaterThan(100);
    const typo = await search('query=neurolgy&type=congressresource&limit=5');
    expect(typo.counts.total).toBeGreaterThan(0);
    for (const title of titles(typo)) expect(title).toMatch(/neurology/i);
    expect((await search('query=xqzvw&limit=0')).counts.total).toBe(0);
  });
  it('websearch syntax: "-word" excludes, quotes keep a phrase, "or" widens', async () => {
    const imaging = (await search('query=imaging&limit=0')).counts.total;
    const without = await search('query=imaging%20-cardiology&limit=100');
    expect(without.counts.total).toBeLessThan(imaging);
    for (const title of titles(without)) expect(title).not.toMatch(/cardiology/i);
    const phrase = await search(`query=${encodeURIComponent('"digital health"')}&limit=50`);
    for (const title of titles(phrase)) expect(title.toLowerCase()).toContain('digital health');
    const either = (await search('query=radiology%20or%20neurology&limit=0')).counts.total;
    expect(either).toBeGreaterThan((await search('query=radiology&limit=0')).counts.total);
  });
  it('relevance: scores descend, titles that match rank before speaker names', async () => {
    const body = await search('query=cardiology%20imaging&limit=30');
    const scores = body.hits.map((h: any) => h._score);
    expect(scores).toEqual([...scores].sort((x: number, y: number) => y - x));
    expect(titles(body)[0].toLowerCase()).toContain('cardiology');
  });
  it('autocomplete: word starts of titles, scoped and sized, the text in the asked language', async () => {
    const { body } = await pg.get('/api/search/demo/autocomplete?query=Telemed&lang=de&project=dmc2026&size=7');
    const options = body.suggest.autocomplete[0].options;
    expect(options).toHaveLength(7);
    for (const o of options) {
      expect(o._source.project).toBe('dmc2026');
      expect(o.text).toMatch(/Telemedizin/);
    }
    const typo = (await pg.get('/api/search/demo/autocomplete?query=cardiolgy')).body.suggest.autocomplete[0].options;
    expect(typo.length).toBeGreaterThan(0);
  });
  it.each([
    ['tsquery operators', "' & | ! ( ) :* <-> \\ '' :A"],
    ['a NUL character', 'card\u0000io'],
    ['stop words only', 'the and'],
    ['punctuation only', '!!! ???'],
    ['an unclosed quote and a lone minus', '"imaging -'],
  ])('hostile or empty text (%s): 200 with an answer, never a database error', async (_name, text) => {
    const q = encodeURIComponent(text);
    for (const path of [
      `/api/search/demo?query=${q}&aggregations=true`,
      `/api/search/demo/counts?query=${q}`,
      `/api/search/demo/aggregations?query=${q}`,
      `/api/search/demo/autocomplete?query=${q}`,
      `/api/search/demo?project=${q}&filter=${encodeURIComponent(`topics==${text};event.slug~=${text}`)}`,
      `/api/search/demo?exact=slug&query=${q}`,
    ]) {
      const { status, body } = await pg.get(path);
      expect(status, path).toBe(200);
      expect(body.error).toBeUndefined();
    }
  });
  it.each([
    ['filter', `filter=${encodeURIComponent('title>=soon')}`],
    ['sort', 'sort=relevance,colour'],
    ['type', 'type=people'],
  ])('bad %s → 400 naming it, before the database is asked', async (parameter, query) => {
    expectError(await pg.get(`/api/search/demo?query=x&${query}`), 400, 'bad_parameter', parameter);
  });
  it('search tables an older release made are dropped and made again at start, then indexed anew', async () => {
    const admin = new pgClient.Pool({ connectionString: database.url });
    try {
      await admin.query("update search_schema set version = 'an older release'");
      await admin.query('alter table search_documents drop column combo');
    } finally {
      await admin.end();
    }
    await pg.stop();
    pg = await testServer({ databaseUrl: database.url });
    const path = `/api/search/demo?query=imaging&type=congressresource&aggregations=true&sort=title&filter=${encodeURIComponent('topics==Oncology')}`;
    const [a, b] = await both(path);
    expect(a.aggregations).toEqual(b.aggregations);
    expect(ids(a)).toEqual(ids(b));
  });
});

describe('what the PostgreSQL engine keeps per client', () => {
  it('the scopes kept per client are dropped when the client is indexed again: selections see the new content', async () => {
    const pool = new pgClient.Pool({ connectionString: database.url });
    try {
      const engine = await PostgresSearch.open(pool);
      const data = generateDataset().clients.demo;
      data.congressresources = data.congressresources.slice(0, 200);
      const request: SearchRequest = {
        types: ['congressresource'],
        text: '',
        projects: [],
        rest: [],
        selections: [{ facet: 'crtype', clauses: [], categories: ['scope-test'] }],
      };
      const page = { sort: [], from: 0, limit: 10, likes: new Map() };
      // Autocomplete on a word start of the changed resource's title (one typed word start: planned from the scope).
      const start = String(data.congressresources[0].title)
        .toLowerCase()
        .match(/[a-z]{4,}/)![0]
        .slice(0, 4);
      const search = async (client: ClientStore) => {
        const answer = await engine.search(client, request, page, true);
        const suggested = await engine.suggest(client, { ...request, text: start }, 20);
        return [answer.counts.congressresource, answer.hits.length, suggested.length];
      };
      await engine.index(new ClientStore('scope-test', data));
      expect(await search(new ClientStore('scope-test', data))).toEqual([0, 0, 0]);
      // A new category makes a new combination: a scope kept from before would not know its number.
      const changed = structuredClone(data);
      changed.congressresources[0].crtype = 'scope-test';
      const client = new ClientStore('scope-test', changed);
      await engine.index(client);
      expect(await search(client)).toEqual([1, 1, 1]);
    } finally {
      await pool.end();
    }
  });
});
