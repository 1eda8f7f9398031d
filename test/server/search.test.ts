import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Engine } from '../support/engines';
import { expectError, testServer, type TestServer } from './helpers';

// The contract holds on both engines: minisearch in the process (the default) and PostgreSQL full text (DATABASE_URL).
describe.each(['minisearch', 'postgres'])('search on %s', (engine) => {
  let server: TestServer;
  let database: Engine | undefined;
  beforeAll(async () => {
    if (engine === 'postgres') database = await startPostgres();
    server = await testServer(database ? { databaseUrl: database.url } : {});
  });
  afterAll(async () => {
    await server?.stop();
    await database?.stop();
  });
  const search = (query: string) => server.get(`/api/search/demo?${query}`);

  describe('spec 1 §7 search/{client}: hits with _id, _type, _index, _source and counts.total', () => {
    it('answers the documented shape', async () => {
      const { status, body } = await search('query=imaging&limit=5');
      expect(status).toBe(200);
      expect(body.hits).toHaveLength(5);
      expect(body.hits[0]).toMatchObject({
        _id: expect.any(String),
        _type: expect.stringMatching(/^(congressresource|timeline|speaker|event)$/),
        _index: expect.stringMatching(/^demo-/),
        _source: expect.any(Object),
      });
      expect(body.hits[0]._source.id).toBe(Number(body.hits[0]._id));
      expect(body.counts.total).toBe(
        body.counts.congressresource + body.counts.timeline + body.counts.speaker + body.counts.event,
      );
    });
    it('type restricts hits; counts keep every type (for the type tabs) and total counts the chosen types', async () => {
      const { body } = await search('query=imaging&type=event&limit=50');
      expect(body.hits.every((h: any) => h._type === 'event')).toBe(true);
      expect(body.counts.total).toBe(body.counts.event);
      expect(body.counts.congressresource).toBeGreaterThan(0);
    });
    it('fuzzy: a typo still finds matches; prefix: a word start finds them', async () => {
      expect((await search('query=cardiologgy&type=congressresource')).body.counts.total).toBeGreaterThan(0);
      expect((await search('query=telem&type=congressresource')).body.counts.total).toBeGreaterThan(0);
    });
    it('language-prefixed titles: lang=de finds German titles first', async () => {
      const { body } = await search('query=Bildgebung&lang=de&type=congressresource&limit=3');
      expect(body.hits.length).toBeGreaterThan(0);
      expect(body.hits[0]._source.de_title).toMatch(/Bildgebung/);
    });
    it('speakers are found by name', async () => {
      const { body } = await search('query=Andersen&type=speaker');
      expect(body.hits[0]._source.lastname).toBe('Andersen');
    });
    it.each([
      [
        'datestart asc',
        'sort=datestart&order=asc',
        (a: any, b: any) => Date.parse(a.datestart) <= Date.parse(b.datestart),
      ],
      ['date desc (default without query)', '', (a: any, b: any) => Date.parse(a.datestart) >= Date.parse(b.datestart)],
      ['title', 'sort=title', (a: any, b: any) => a.title.toLowerCase() <= b.title.toLowerCase()],
      [
        'session title',
        'sort=sessiontitle',
        (a: any, b: any) => a.event.title.toLowerCase() <= b.event.title.toLowerCase(),
      ],
      [
        'speaker',
        'sort=speaker',
        (a: any, b: any) =>
          `${a.speakers[0]?.lastname} ${a.speakers[0]?.firstname}`.toLowerCase() <=
          `${b.speakers[0]?.lastname} ${b.speakers[0]?.firstname}`.toLowerCase(),
      ],
    ])('sort by %s', async (_name, query, ordered) => {
      const hits = (await search(`type=congressresource&limit=40&${query}`)).body.hits.map((h: any) => h._source);
      for (let i = 1; i < hits.length; i++) expect(ordered(hits[i - 1], hits[i])).toBe(true);
    });
    it('relevance sort orders by score', async () => {
      const scores = (await search('query=cardiology imaging&sort=relevance&limit=20')).body.hits.map(
        (h: any) => h._score,
      );
      expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    });
    it('from + limit page through the same ordering', async () => {
      const all = (await search('type=congressresource&sort=datestart&limit=20')).body.hits.map((h: any) => h._id);
      const second = (await search('type=congressresource&sort=datestart&limit=10&from=10')).body.hits.map(
        (h: any) => h._id,
      );
      expect(second).toEqual(all.slice(10));
    });
    it('project, group, category (crtype), years and filter narrow the hits', async () => {
      const hits = (
        await search(
          'type=congressresource&project=dmc2025&category=lecture,abstract&years=2025&limit=100&filter=topics==Oncology',
        )
      ).body.hits;
      expect(hits.length).toBeGreaterThan(0);
      for (const { _source: s } of hits) {
        expect(s.project).toBe('dmc2025');
        expect(['lecture', 'abstract']).toContain(s.crtype);
        expect(s.datestart.startsWith('2025')).toBe(true);
        expect(s.topics).toContain('Oncology');
      }
      const group = (await search('group=dms&limit=0')).body.counts.total;
      const projects = (await search('project=dmc2026,dmc2025,dmc2027&limit=0')).body.counts.total;
      expect(group).toBe(projects);
      expect(group).toBeGreaterThan(2000);
      expect((await search('group=nope&limit=0')).body.counts.total).toBe(0);
    });
    it('exact byIds and by slug', async () => {
      const some = (await search('type=congressresource&limit=3')).body.hits;
      const ids = some.map((h: any) => h._id).join(',');
      expect(
        (await search(`exact=byIds&type=congressresource&query=${ids}`)).body.hits.map((h: any) => h._id).sort(),
      ).toEqual(some.map((h: any) => h._id).sort());
      expect((await search(`exact=slug&query=${some[0]._source.slug}`)).body.hits[0]._id).toBe(some[0]._id);
    });
    it.each([
      ['type', 'type=people'],
      ['limit', 'limit=x'],
      ['from', 'from=-1'],
      ['years', 'years=20x6'],
      ['sort', 'sort=colour'],
      ['order', 'order=up'],
      ['lang', 'lang=english'],
      ['exact', 'exact=anything'],
      ['filter', 'filter=oops'],
      ['query', `query=${'a'.repeat(201)}`],
    ])('bad %s → 400 naming it', async (parameter, query) => {
      expectError(await search(query), 400, 'bad_parameter', parameter);
    });
    it('unknown client → 404', async () => {
      expectError(await server.get('/api/search/nobody?query=x'), 404, 'client_not_found');
    });
  });

  describe('facets for the library filters: aggregations', () => {
    it('aggregations=true adds counts per topic, crtype, type, year, project, language for the chosen types', async () => {
      const { body } = await search('type=congressresource&aggregations=true&limit=0');
      for (const facet of ['topics', 'crtype', 'type', 'years', 'project', 'language'])
        expect(body.aggregations[facet].length).toBeGreaterThan(0);
      const crtypes = body.aggregations.crtype.reduce((sum: number, b: any) => sum + b.doc_count, 0);
      expect(crtypes).toBe(body.counts.congressresource);
      expect(body.aggregations.crtype.map((b: any) => b.key).sort()).toEqual([
        'abstract',
        'e-course',
        'eposter',
        'lecture',
        'slideset',
      ]);
    });
    it('search/{client}/aggregations and /counts answer alone', async () => {
      const aggs = (await server.get('/api/search/demo/aggregations?type=event&project=dmc2026')).body.aggregations;
      expect(aggs.project).toEqual([{ key: 'dmc2026', doc_count: expect.any(Number) }]);
      const counts = (await server.get('/api/search/demo/counts?query=imaging')).body.counts;
      expect(counts.total).toBeGreaterThan(0);
    });
  });

  describe('spec 2 §2 autocomplete: suggest.autocomplete options with _id, _type, text, _source', () => {
    it('suggests up to 5 titles for a word start, in the requested language', async () => {
      const { body } = await server.get('/api/search/demo/autocomplete?query=Telemed&lang=de&project=dmc2026');
      const options = body.suggest.autocomplete[0].options;
      expect(options.length).toBe(5);
      expect(options[0]).toMatchObject({
        _id: expect.any(String),
        _type: expect.any(String),
        text: expect.stringMatching(/Telemedizin/),
        _source: expect.any(Object),
      });
      expect(options.every((o: any) => o._source.project === 'dmc2026')).toBe(true);
    });
    it("answers the search dialog's call (20 options, project scope, lang) with documents of the three detail types and slides", async () => {
      const { status, body } = await server.get(
        '/api/search/demo/autocomplete?query=cardio&lang=en&project=dmc2026&size=20',
      );
      expect(status).toBe(200);
      const options = body.suggest.autocomplete[0].options;
      expect(options.length).toBeGreaterThan(5);
      expect(options.length).toBeLessThanOrEqual(20);
      for (const o of options) {
        expect(['congressresource', 'event', 'speaker', 'timeline']).toContain(o._type);
        expect(o._source.project).toBe('dmc2026');
        expect(o.text.toLowerCase()).toContain('cardio');
      }
      // The dialog cuts its text at the server's 200 characters; hostile characters are plain text.
      expect(
        (
          await server.get(
            `/api/search/demo/autocomplete?query=${encodeURIComponent('<img src=x> .*('.padEnd(200, 'x'))}`,
          )
        ).status,
      ).toBe(200);
    });
    it('an empty query suggests nothing; size bounds the list', async () => {
      expect((await server.get('/api/search/demo/autocomplete?query=')).body.suggest.autocomplete[0].options).toEqual(
        [],
      );
      expect(
        (await server.get('/api/search/demo/autocomplete?query=card&size=2')).body.suggest.autocomplete[0].options,
      ).toHaveLength(2);
      expectError(await server.get('/api/search/demo/autocomplete?query=card&size=100'), 400, 'bad_parameter', 'size');
    });
  });

  describe('issue 11 item 1: the library listings read search/{client} for real', () => {
    it('project scope on the speakers tab: a speaker belongs to the projects in which they speak', async () => {
      const { body } = await search('type=speaker&project=dmc2025&limit=2017');
      expect(body.counts.speaker).toBeGreaterThan(0);
      expect(body.counts.speaker).toBeLessThan((await search('type=speaker&limit=0')).body.counts.speaker);
      const ids = new Set(body.hits.map((h: any) => h._source.id));
      const resources = (await search('type=congressresource,event&project=dmc2025&limit=2017')).body.hits;
      const speaking = new Set(resources.flatMap((h: any) => (h._source.speakers ?? []).map((s: any) => s.id)));
      expect([...ids].every((id) => speaking.has(id))).toBe(true);
    });
    it('group scope counts speakers of its projects', async () => {
      const { body } = await search('type=speaker&group=dms&limit=0');
      expect(body.counts.speaker).toBeGreaterThan(0);
    });
    it('one field with alternatives (topics==A|B) and years: the sidebar request of two topics and a year', async () => {
      const { body } = await search(
        'type=congressresource&filter=topics%3D%3DSurgery%7COncology&years=2026&aggregations=true&limit=24&from=24&sort=title',
      );
      expect(body.hits.length).toBe(24);
      expect(
        body.hits.every(
          (h: any) =>
            h._source.topics.some((t: string) => t === 'Surgery' || t === 'Oncology') &&
            h._source.datestart.startsWith('2026'),
        ),
      ).toBe(true);
      // Disjunctive facets: the year category counts every year for the two topics; the ticked year's count is the total.
      expect(body.aggregations.years.find((b: any) => b.key === '2026').doc_count).toBe(body.counts.total);
      expect(body.aggregations.years.length).toBeGreaterThan(1);
    });
  });

  describe('spec 2 §2/issue 11: facet counts are disjunctive per category', () => {
    const base = 'type=congressresource&project=dmc2026&aggregations=true&limit=0';
    const facets = async (params: string) => (await search(`${base}&${params}`)).body;
    const countOf = (buckets: { key: string; doc_count: number }[], key: string) =>
      buckets.find((b) => b.key === key)?.doc_count ?? 0;
    const filter = (clauses: string) => `filter=${encodeURIComponent(clauses)}`;

    it("a category's own filter does not narrow its own counts (topics, years, crtype by category=, type by filter)", async () => {
      const none = (await facets('')).aggregations;
      const [topic, other] = none.topics.map((b: any) => b.key);
      expect((await facets(filter(`topics==${topic}`))).aggregations.topics).toEqual(none.topics);
      expect((await facets('years=2026')).aggregations.years).toEqual(none.years);
      expect((await facets('category=lecture')).aggregations.crtype).toEqual(none.crtype);
      expect((await facets(filter(`crtype==lecture`))).aggregations.crtype).toEqual(none.crtype);
      expect((await facets(filter(`type==${none.type[0].key}`))).aggregations.type).toEqual(none.type);
      // The other values of the ticked category keep a count: what ticking them too would add.
      expect(countOf((await facets(filter(`topics==${topic}`))).aggregations.topics, other)).toBe(
        countOf(none.topics, other),
      );
    });

    it("another category's filter narrows the counts; each category counts with every filter but its own", async () => {
      const none = (await facets('')).aggregations;
      const topic = none.topics[0].key;
      const byTopic = await facets(filter(`topics==${topic}`));
      // The topic narrows the other categories: their counts add up to the topic's hits (one crtype per resource).
      expect(byTopic.aggregations.crtype.reduce((sum: number, b: any) => sum + b.doc_count, 0)).toBe(
        byTopic.counts.total,
      );
      expect(byTopic.counts.total).toBe(countOf(none.topics, topic));
      expect(byTopic.counts.total).toBeLessThan(none.crtype.reduce((sum: number, b: any) => sum + b.doc_count, 0));
      // Two categories: topics count as with the year alone, years as with the topic alone, the rest with both.
      const both = await facets(`years=2026&${filter(`topics==${topic}`)}`);
      expect(both.aggregations.topics).toEqual((await facets('years=2026')).aggregations.topics);
      expect(both.aggregations.years).toEqual(byTopic.aggregations.years);
      expect(both.aggregations.crtype.reduce((sum: number, b: any) => sum + b.doc_count, 0)).toBe(both.counts.total);
      expect(countOf(both.aggregations.years, '2026')).toBe(both.counts.total);
      // A filter that is no facet selection (another operator) narrows every category, its own included.
      const not = await facets(filter(`topics!=${topic}`));
      expect(countOf(not.aggregations.topics, topic)).toBe(0);
    });

    it('two values in one category combine with "or": the result is the union of both', async () => {
      const all = (await search('type=congressresource&project=dmc2026&limit=2017')).body.hits.map(
        (h: any) => h._source,
      );
      const none = (await facets('')).aggregations;
      const [a, b] = none.topics.map((x: any) => x.key);
      const union = all.filter((s: any) => s.topics?.includes(a) || s.topics?.includes(b)).length;
      const either = await facets(filter(`topics==${a}|${b}`));
      expect(either.counts.total).toBe(union);
      expect(union).toBeGreaterThan(Math.max(countOf(none.topics, a), countOf(none.topics, b)));
      expect(either.aggregations.topics).toEqual(none.topics);
      // The hits of a plain search with the same filters are the same set (aggregations change counts, not hits).
      expect(
        (await search(`type=congressresource&project=dmc2026&limit=0&${filter(`topics==${a}|${b}`)}`)).body.counts
          .total,
      ).toBe(union);
    });
  });
});
