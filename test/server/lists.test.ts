import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, fakenow, testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

const list = (resource: string, query = '') => server.get(`/api/demo/wcm/${resource}.json?fakenow=${fakenow}&${query}`);

describe('api.md Lists: every wcm/{resource}.json answers {data, meta}', () => {
  it.each(['congressresources', 'timelineitems', 'speakers', 'events', 'channels', 'collections'])(
    '%s',
    async (resource) => {
      const { status, body } = await list(resource, 'limit=3');
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(3);
      expect(body.meta).toEqual({
        total: expect.any(Number),
        page: 1,
        limit: 3,
        pages: Math.ceil(body.meta.total / 3),
      });
    },
  );
  it('unknown list → 404 resource_not_found; unknown client → 404 client_not_found', async () => {
    expectError(await list('users'), 404, 'resource_not_found');
    expectError(await server.get('/api/zzz/wcm/events.json'), 404, 'client_not_found');
  });
});

describe('demo dataset sizes (issue: ≥ 2,000 resources, ≥ 400 events on ≥ 8 channels over 3 days, ≥ 600 speakers)', () => {
  it('has them', async () => {
    expect((await list('congressresources', 'limit=1&include_denied=true')).body.meta.total).toBeGreaterThanOrEqual(
      2000,
    );
    expect((await list('speakers', 'limit=1')).body.meta.total).toBeGreaterThanOrEqual(600);
    const events = (await list('events', 'filter=project==dmc2026&limit=2017')).body;
    expect(events.meta.total).toBeGreaterThanOrEqual(400);
    expect(new Set(events.data.map((e: any) => e.datestart.slice(0, 10))).size).toBe(3);
    expect((await list('channels', 'filter=project==dmc2026')).body.meta.total).toBeGreaterThanOrEqual(8);
  });
  it('covers every crtype × display type × status × consent combination', async () => {
    const all = (
      await list('congressresources', 'limit=2017&include_denied=true&fields=crtype,crdisplaytype,status,consent')
    ).body.data;
    const combos = new Set(all.map((r: any) => `${r.crtype}/${r.crdisplaytype}/${r.status}/${r.consent}`));
    expect(combos.size).toBe(5 * 3 * 4 * 2);
  });
});

describe('api.md Filter grammar', () => {
  it.each([
    ['equals', 'project==dmc2025', (e: any) => e.project === 'dmc2025'],
    ['any of several values', 'channels.slug==hall-a|hall-b', (e: any) => ['hall-a', 'hall-b'].includes(e.channelSlug)],
    ['list field contains', 'topics==Cardiology', (e: any) => e.topics.includes('Cardiology')],
    ['not equals', 'project!=dmc2026', (e: any) => e.project !== 'dmc2026'],
    ['contains, case-insensitive', 'title~=IMAGING', (e: any) => /imaging/i.test(e.title)],
    [
      'date range with offsets',
      'datestart>=2026-03-05T00:00:00+01:00;datestart<=2026-03-05T23:59:59+01:00',
      (e: any) => e.datestart.startsWith('2026-03-05'),
    ],
    [
      'date without offset in the project zone (T23:59:59)',
      'project==dmc2026;datestart<=2026-03-04T23:59:59',
      (e: any) => e.datestart.startsWith('2026-03-04'),
    ],
    ['dotted field', 'channels.slug==hall-c', (e: any) => e.channels[0].slug === 'hall-c'],
  ])('%s: %s', async (_name, filter, holds) => {
    const { status, body } = await list('events', `filter=${encodeURIComponent(filter)}&limit=2017`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every(holds)).toBe(true);
  });
  it('escaped separators are part of the value', async () => {
    const { status, body } = await list('events', `filter=${encodeURIComponent('title==a\\;b\\|c')}`);
    expect(status).toBe(200);
    expect(body.meta.total).toBe(0);
  });
  it.each([
    ['no operator', 'project'],
    ['bad field name', '1x==2'],
    ['date comparison with text', 'datestart>=yesterday'],
  ])('malformed (%s) → 400 naming filter', async (_name, filter) => {
    expectError(await list('events', `filter=${encodeURIComponent(filter)}`), 400, 'bad_parameter', 'filter');
  });
});

describe('api.md Sorting and paging', () => {
  it('sort=datestart ascending, -datestart descending', async () => {
    const asc = (await list('events', 'filter=project==dmc2026&sort=datestart&limit=50')).body.data.map((e: any) =>
      Date.parse(e.datestart),
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('events', 'filter=project==dmc2026&sort=-datestart&limit=50')).body.data.map((e: any) =>
      Date.parse(e.datestart),
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });
  it.each(['title', 'sessiontitle', 'speaker', 'likes', '-title,datestart'])('sort=%s is accepted', async (sort) => {
    expect((await list('congressresources', `sort=${sort}&limit=5`)).status).toBe(200);
  });
  it('title sort orders by title', async () => {
    const titles = (await list('congressresources', 'sort=title&limit=30')).body.data.map((r: any) =>
      r.title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort());
  });
  it('pages do not overlap and meta.pages counts them', async () => {
    const one = (await list('speakers', 'limit=24&page=1')).body;
    const two = (await list('speakers', 'limit=24&page=2')).body;
    expect(one.data.map((s: any) => s.id)).not.toContain(two.data[0].id);
    expect(one.meta.pages).toBe(Math.ceil(one.meta.total / 24));
  });
  it('limit is capped at 2017 (spec maximum list length); 999 works', async () => {
    expect((await list('congressresources', 'limit=5000')).body.meta.limit).toBe(2017);
    expect((await list('congressresources', 'limit=999')).body.data.length).toBe(999);
  });
  it.each([
    ['limit', 'limit=abc'],
    ['limit', 'limit=0'],
    ['page', 'page=-1'],
    ['page', 'page=1.5'],
    ['sort', 'sort=nonsense'],
    ['include_denied', 'include_denied=maybe'],
    ['fields', 'fields=a;b'],
  ])('bad %s → 400 naming it', async (parameter, query) => {
    expectError(await list('congressresources', query), 400, 'bad_parameter', parameter);
  });
  it('repeated parameters → 400', async () => {
    expectError(await list('events', 'limit=1&limit=2'), 400, 'bad_parameter', 'limit');
  });
});

describe('api.md denied resources (consent 0) need include_denied=true', () => {
  it('excluded by default, included on request', async () => {
    expect((await list('congressresources', 'filter=consent==0')).body.meta.total).toBe(0);
    expect((await list('congressresources', 'filter=consent==0&include_denied=true')).body.meta.total).toBeGreaterThan(
      0,
    );
  });
});

describe('timetable needs: events by project, channels and day, channels of a project in sort order', () => {
  it('events carry channels [{id, slug, title}], channelSlug, topics, type, ISO dates with offset, status 2 when upcoming', async () => {
    const filter = encodeURIComponent(
      'project==dmc2026;channels.slug==hall-a|hall-b;datestart>=2026-03-04T00:00:00+01:00;datestart<=2026-03-04T23:59:59+01:00',
    );
    const { body } = await list('events', `filter=${filter}&limit=999&sort=datestart`);
    expect(body.data.length).toBe(24);
    const event = body.data[body.data.length - 1];
    expect(event).toMatchObject({
      channels: [{ id: expect.any(Number), slug: expect.stringMatching(/^hall-[ab]$/), title: expect.any(String) }],
      channelSlug: expect.stringMatching(/^hall-[ab]$/),
      type: expect.any(String),
      status: 2,
    });
    expect(Array.isArray(event.topics) && typeof event.topics[0]).toBe('string');
    expect(event.datestart).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Array.isArray(event.speakers)).toBe(true);
  });
  it('channels of a project come in sort order with currentEvent and paused', async () => {
    const { body } = await list('channels', 'filter=project==dmc2026&limit=99');
    expect(body.data.map((c: any) => c.sort)).toEqual(
      [...body.data.map((c: any) => c.sort)].sort((a: number, b: number) => a - b),
    );
    expect(body.data[0].slug).toBe('hall-a');
    for (const c of body.data) {
      expect(c).toHaveProperty('currentEvent');
      expect(c).toHaveProperty('paused');
    }
  });
  it('single channel by slug or id, with project; unknown → 404', async () => {
    const bySlug = await server.get(`/api/demo/wcm/channels/hall-a?project=dmc2026&fakenow=${fakenow}`);
    expect(bySlug.status).toBe(200);
    const byId = await server.get(`/api/demo/wcm/channels/${bySlug.body.data.id}`);
    expect(byId.body.data.slug).toBe('hall-a');
    expect(Array.isArray(bySlug.body.data.events)).toBe(true);
    expectError(await server.get('/api/demo/wcm/channels/nowhere'), 404, 'channel_not_found');
    expectError(await server.get('/api/demo/wcm/channels/hall-a?project=nope'), 404, 'project_not_found');
  });
  it('collection by id; unknown → 404', async () => {
    const first = (await list('collections', '')).body.data[0];
    expect((await server.get(`/api/demo/wcm/collections/${first.id}.json`)).body.data.id).toBe(first.id);
    expectError(await server.get('/api/demo/wcm/collections/1.json'), 404, 'collection_not_found');
  });
});
