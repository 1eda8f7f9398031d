import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testServer, type TestServer } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'cp-persist-'));
let server: TestServer;
let token = '';
let refresh = '';
const admin = { headers: { authorization: 'Bearer demo-admin-token' } };
const auth = () => ({ headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
const resourceId = async () =>
  (await server.get('/api/demo/wcm/congressresources.json?limit=1&sort=id')).body.data[0].id;

beforeAll(async () => {
  server = await testServer({ dataDir });
  const login = (await server.post('/api/login/demo/tokenlogin', { token: 'demo-member-token' })).body;
  token = login.access_token;
  refresh = login.refresh_token;
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('spec 2 §7 basket: GET /basket, POST /basket/events?return_basket=1', () => {
  it('adds and removes items and returns the basket', async () => {
    const events = [
      { event: 'ADD_ITEM', item_type: 'congressresource', item_id: 11, timestamp: 1000 },
      { event: 'ADD_ITEM', item_type: 'event', item_id: '22', timestamp: '2026-03-04T10:00:00+01:00' },
      { event: 'ADD_ITEM', item_type: 'congressresource', item_id: 33, timestamp: 3000 },
      { event: 'REMOVE_ITEM', item_type: 'congressresource', item_id: 33, timestamp: 4000 },
    ];
    const { status, body } = await server.post('/api/basket/events?return_basket=1', { events }, auth());
    expect(status).toBe(200);
    expect(body.data.items.map((i: any) => `${i.item_type}:${i.item_id}`)).toEqual(['congressresource:11', 'event:22']);
    expect((await server.get('/api/basket', auth())).body.data.items).toHaveLength(2);
    expect((await server.post('/api/basket/events', { events: [] }, auth())).body.data).toEqual({ accepted: 0 });
  });
  it.each([
    ['events', { events: 'x' }],
    ['events[0].event', { events: [{ event: 'DROP', item_type: 'event', item_id: 1 }] }],
    [
      'events[1].item_id',
      {
        events: [
          { event: 'ADD_ITEM', item_type: 'event', item_id: 1 },
          { event: 'ADD_ITEM', item_type: 'event', item_id: {} },
        ],
      },
    ],
    ['events[0].timestamp', { events: [{ event: 'ADD_ITEM', item_type: 'event', item_id: 1, timestamp: 'soon' }] }],
  ])('bad body → 400 naming %s, and nothing is stored', async (parameter, body) => {
    const before = (await server.get('/api/basket', auth())).body.data.items;
    expectError(await server.post('/api/basket/events?return_basket=1', body, auth()), 400, 'bad_parameter', parameter);
    expect((await server.get('/api/basket', auth())).body.data.items).toEqual(before);
  });
  it('needs a signed-in user', async () => {
    expectError(await server.get('/api/basket'), 401);
  });
});

describe('spec 2 §7 likes: check, like, unlike, batch counts', () => {
  it('like → counted once per user; unlike → removed; batch counts by id; sort=likes puts it first', async () => {
    const id = await resourceId();
    expect((await server.get(`/api/demo/congressresources/${id}/like/u-member`)).body.data.alreadyLiked).toBe(false);
    expect(
      (await server.post(`/api/demo/congressresources/${id}/like?user_id=u-member`, undefined, auth())).body.data,
    ).toEqual({ alreadyLiked: true, likes: 1 });
    expect(
      (await server.post(`/api/demo/congressresources/${id}/like?user_id=u-member`, undefined, auth())).body.data.likes,
    ).toBe(1);
    expect((await server.get(`/api/demo/congressresources/${id}/like/u-member`)).body.data.alreadyLiked).toBe(true);
    expect((await server.get(`/api/demo/congressresources/like?resourceIds=${id},1`)).body.data).toEqual({
      [id]: 1,
      1: 0,
    });
    expect((await server.get('/api/demo/wcm/congressresources.json?sort=-likes&limit=1')).body.data[0]).toMatchObject({
      id,
      likes: 1,
    });
    const del = await fetch(`${server.url}/api/demo/congressresources/${id}/like?user_id=u-member`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await del.json()).data).toEqual({ alreadyLiked: false, likes: 0 });
    await server.post(`/api/demo/congressresources/${id}/like`, undefined, auth());
  });
  it('docs/api.md Likes: the batch with user_id names the ids that user likes (meta.liked), one request per list', async () => {
    const id = await resourceId();
    await server.post(`/api/demo/congressresources/${id}/like?user_id=u-member`, undefined, auth());
    const mine = await server.get(`/api/demo/congressresources/like?resourceIds=1,${id}&user_id=u-member`);
    expect(mine.body).toEqual({ data: { 1: 0, [id]: 1 }, meta: { liked: [String(id)] } });
    expect(
      (await server.get(`/api/demo/congressresources/like?resourceIds=1,${id}&user_id=u-basic`)).body.meta,
    ).toEqual({ liked: [] });
    expect((await server.get(`/api/demo/congressresources/like?resourceIds=${id}`)).body).not.toHaveProperty('meta');
  });
  it('errors: unknown type 400, unknown id 404, other user 403, no token or a signed-out one 401, bad resourceIds 400', async () => {
    const id = await resourceId();
    expectError(await server.get(`/api/demo/nothings/${id}/like/u-member`), 400, 'bad_parameter', 'type');
    expectError(await server.get('/api/demo/congressresources/1/like/u-member'), 404, 'content_not_found');
    expectError(
      await server.post(`/api/demo/congressresources/${id}/like?user_id=u-basic`, undefined, auth()),
      403,
      'wrong_user',
    );
    expectError(await server.post(`/api/demo/congressresources/${id}/like?user_id=u-member`), 401);
    // A signed-out session hears that first, whatever user_id it names (401, not 403).
    const other = (await server.post('/api/login/demo/tokenlogin', { token: 'demo-member-token' })).body.access_token;
    const signedOut = { headers: { authorization: `Bearer ${other}` } };
    await server.post('/api/logout', undefined, signedOut);
    expectError(await server.post(`/api/demo/congressresources/${id}/like?user_id=u-basic`, undefined, signedOut), 401);
    expectError(
      await server.get('/api/demo/congressresources/like?resourceIds=a,b'),
      400,
      'bad_parameter',
      'resourceIds',
    );
  });
});

describe('beacons: video tracking endpoint and analytics sink', () => {
  it('stores video tracking bodies (play_state test too) and page views, readable back', async () => {
    const beacon = { client: 'demo', user: 'u-member', type: 'live', play_state: 'test', col_id: 1 };
    expect((await server.post('/api/tracking/video', beacon)).status).toBe(204);
    expect(
      (
        await server.post('/api/analytics/pageview', {
          client: 'demo',
          url: '/dmc2026/library',
          dimensions: { 4: 'ondemand', 9: 14 },
        })
      ).status,
    ).toBe(204);
    expect((await server.get('/api/tracking/video?client=demo', admin)).body.data[0].body).toEqual(beacon);
    expect((await server.get('/api/analytics/pageviews?client=demo', admin)).body.data[0].body.dimensions).toEqual({
      4: 'ondemand',
      9: 14,
    });
    expectError(await server.get('/api/tracking/video?client=demo'), 401, 'admin_token_required');
    expectError(await server.get('/api/analytics/pageviews', auth()), 401, 'admin_token_required');
  });
  it.each([
    ['/api/tracking/video', { play_state: 'dance' }, 'play_state'],
    ['/api/analytics/pageview', { url: '' }, 'url'],
    ['/api/analytics/pageview', { url: '/x', dimensions: { 12: 1 } }, 'dimensions'],
    ['/api/tracking/video', [1], 'body'],
  ])('%s rejects %j (400 %s)', async (path, body, parameter) => {
    expectError(await server.post(path, body), 400, 'bad_parameter', parameter);
  });
});

describe('persistence: sessions, refresh tokens, baskets, likes and beacons survive a restart', () => {
  it('after a restart on the same data folder everything is still there', async () => {
    const id = await resourceId();
    await server.stop(true);
    server = await testServer({ dataDir });
    expect((await server.get('/api/user', auth())).body.data.id).toBe('u-member');
    expect((await server.get('/api/basket', auth())).body.data.items.map((i: any) => i.item_id)).toEqual(['11', '22']);
    expect((await server.get(`/api/demo/congressresources/like?resourceIds=${id}`)).body.data[id]).toBe(1);
    expect((await server.get('/api/tracking/video?client=demo', admin)).body.data.length).toBeGreaterThan(0);
    expect((await server.post('/api/login/refresh', { refresh_token: refresh })).status).toBe(200);
  });
});
