import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/data/generate/random';
import { testServer, type TestServer } from './helpers';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await testServer();
  token = (await server.post('/api/login/demo/tokenlogin', { token: 'demo-member-token' })).body.access_token;
});
afterAll(async () => {
  await server.stop();
});

const GET_PATHS = [
  '/api/domains/host/{s}',
  '/api/{c}/configuration',
  '/api/assets',
  '/api/{c}/translations/{s}',
  '/api/{c}/wcm/congressresources.json',
  '/api/{c}/wcm/events.json',
  '/api/{c}/wcm/channels.json',
  '/api/{c}/wcm/speakers.json',
  '/api/{c}/wcm/timelineitems.json',
  '/api/{c}/wcm/collections.json',
  '/api/{c}/wcm/channels/{s}',
  '/api/{c}/wcm/collections/{s}',
  '/api/{c}/pages',
  '/api/{c}/packages',
  '/api/{c}/packages/{s}/modules',
  '/api/{c}/spotlights',
  '/api/{c}/educationitems/{s}/tree',
  '/api/{c}/ad',
  '/api/{c}/isc/tags.json',
  '/api/{c}/widgets/{s}/{s}/{s}',
  '/api/search/{c}',
  '/api/search/{c}/counts',
  '/api/search/{c}/aggregations',
  '/api/search/{c}/autocomplete',
  '/api/{c}/congressresources/{s}/like/{s}',
  '/api/{c}/{s}/like',
  '/api/player/text/{s}',
  '/api/player/translations/{s}/{s}',
  '/api/{c}/live/preview/{s}',
  '/api/basket',
  '/api/user',
  '/api/user/{s}',
  '/api/delay/{s}',
  '/api/login/{c}/ext-oauth2-authcode/{s}/init-authorize',
  '/api/login/{c}/ext-oauth2-authcode/demo-sso/authorize',
  '/api/tracking/video',
  '/api/analytics/pageviews',
];
const POST_PATHS = [
  '/api/login/{c}/tokenlogin',
  '/api/login/{c}/jwtlogin',
  '/api/login/{c}/publicgiftcode',
  '/api/login/{c}/esociety-username',
  '/api/login/{c}/esociety-lastname',
  '/api/login/{c}/ext-oauth2-authcode/demo-sso/token',
  '/api/login/refresh',
  '/api/logout',
  '/api/basket/events',
  '/api/user/u-member/capabilities',
  '/api/guest/{c}',
  '/api/{c}/congressresources/{s}/like',
  '/api/tracking/video',
  '/api/analytics/pageview',
];
const PARAMS = [
  'filter',
  'sort',
  'limit',
  'page',
  'include_denied',
  'fields',
  'fakenow',
  'project',
  'type',
  'query',
  'category',
  'years',
  'group',
  'from',
  'order',
  'lang',
  'aggregations',
  'exact',
  'size',
  'resourceIds',
  'user_id',
  'relation',
  'id',
  'slug',
  'client',
  'oauth2_finish_url',
  'finish',
  'user',
  'return_basket',
  'logoutUrl',
];
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>',
  "' OR 1=1 --",
  'a'.repeat(5000),
  '😀',
  'ü',
  'project==',
  '==x',
  'a==b|',
  'a==b\\',
  ';;;',
  'datestart>=',
  'datestart>=x',
  'topics~=',
  '-',
  ',',
  ',,,',
  '-datestart,',
  'relevance',
  'likes',
  '2026-03-04T10:00:00+01:00',
  '1772600000000',
  'dmc2026',
  'demo',
  'hall-a',
  'congressresource',
  'event',
  'byIds',
  'https://evil.example',
];
const BODIES: unknown[] = [
  null,
  0,
  'x',
  [],
  [1],
  {},
  { token: null },
  { token: 123 },
  { token: 'a'.repeat(10_000) },
  { events: [null] },
  { events: [{ event: 'ADD_ITEM' }] },
  { events: Array(300).fill({ event: 'ADD_ITEM', item_type: 'x', item_id: 1 }) },
  { routedata: 'x' },
  { routedata: { name: 5 } },
  { routedata: { params: { slug: {} } } },
  { code: ['x'] },
  { giftcode: {} },
  { url: 5 },
  { play_state: ['test'] },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { x: 1 } } },
  { refresh_token: '../' },
];

describe('fuzz: no request crashes the server or corrupts stored data', () => {
  it('1,200 random requests answer < 500, and the server still answers correctly afterwards', async () => {
    const rnd = createRandom(4242);
    const fill = (path: string) =>
      path
        .replace(/\{c\}/g, () => rnd.pick(['demo', 'nordic', 'nobody', '%20', 'a'.repeat(300)]))
        .replace(/\{s\}/g, () => encodeURIComponent(rnd.pick(NASTY)) || 'x');
    const query = () =>
      Array.from({ length: rnd.int(0, 5) }, () => `${rnd.pick(PARAMS)}=${encodeURIComponent(rnd.pick(NASTY))}`).join(
        '&',
      );
    const failures: string[] = [];
    for (let i = 0; i < 1200; i++) {
      const post = rnd.next() < 0.3;
      const url = `${server.url}${fill(rnd.pick(post ? POST_PATHS : GET_PATHS))}?${query()}`;
      const headers: Record<string, string> = rnd.next() < 0.5 ? { authorization: `Bearer ${token}` } : {};
      let init: RequestInit = { headers };
      if (post) {
        const body = rnd.next() < 0.1 ? '{"broken":' : JSON.stringify(rnd.pick(BODIES));
        init = {
          method: rnd.next() < 0.1 ? 'DELETE' : 'POST',
          headers: {
            ...headers,
            'content-type': rnd.pick([
              'application/json',
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
            ]),
          },
          body,
        };
      }
      const answer = await fetch(url, init).catch((e: Error) => ({ status: 599, statusText: e.message }) as Response);
      if (answer.status >= 500) failures.push(`${init.method ?? 'GET'} ${url.slice(0, 200)} → ${answer.status}`);
      if ('body' in answer && answer.body) await answer.arrayBuffer();
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const config = await server.get('/api/demo/configuration');
    expect(config.body.data.name).toBe('demo');
    // The fuzz may have logged this session out: sign in again to read the member's basket.
    const fresh = (await server.post('/api/login/demo/tokenlogin', { token: 'demo-member-token' })).body.access_token;
    const basket = (await server.get('/api/basket', { headers: { authorization: `Bearer ${fresh}` } })).body.data.items;
    expect(basket.every((item: any) => /^[a-z_-]{1,40}$/.test(item.item_type) && item.item_id.length <= 64)).toBe(true);
  });
});
