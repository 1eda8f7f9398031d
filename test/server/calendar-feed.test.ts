import ICAL from 'ical.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFrab } from '../fixtures/schedules/make-frab';
import { expectError, testServer, type TestServer } from './helpers';

// Issue deliverable 2 (a calendar feed that keeps itself right) and its bad input: feed tokens, conditional GET,
// revisions of moved and withdrawn sessions. Runs on SQLite (`server`) and PostgreSQL (`server-pg`).
const tmp = mkdtempSync(join(tmpdir(), 'cp-feed-'));
const dataDir = join(tmp, 'data');
const scheduleFile = join(tmp, 'ecr.json');
const frab = makeFrab({ acronym: 'FEED2026', talks: 3 });
writeFileSync(scheduleFile, JSON.stringify(frab));
const PROJECT = 'feed2026';

let server: TestServer;
let member: string;
let basic: string;
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const json = (token: string) => ({ headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
const feedPath = (url: string) => url.slice(server.url.length);

async function start(): Promise<void> {
  server = await testServer({ dataDir, schedules: [scheduleFile] });
  member = (await server.post('/api/login/demo/tokenlogin', { token: 'demo-member-token' })).body.access_token;
  basic = (await server.post('/api/login/demo/tokenlogin', { token: 'demo-basic-token' })).body.access_token;
}

async function eventId(slug: string): Promise<string> {
  const list = await server.get(`/api/demo/wcm/events.json?filter=${encodeURIComponent(`slug==${slug}`)}&fields=id`);
  return String(list.body.data[0].id);
}

async function star(token: string, slugs: string[]): Promise<void> {
  const events = [];
  for (const slug of slugs) events.push({ event: 'ADD_ITEM', item_type: 'event', item_id: await eventId(slug) });
  expect((await server.post('/api/basket/events', { events }, json(token))).status).toBe(200);
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

beforeAll(async () => {
  await start();
  await star(member, ['ecr-1001-talk', 'ecr-1002-talk', 'ecr-1003-talk']);
});
afterAll(async () => {
  await server?.stop(true);
  rmSync(tmp, { recursive: true, force: true });
});

describe('calendar feeds: the public programme feed', () => {
  it('serves every session of the project as text/calendar with a VTIMEZONE, read by ical.js', async () => {
    const answer = await server.get(`/api/calendar/demo/${PROJECT}/programme.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    const events = parse(answer.body);
    expect(events).toHaveLength(12);
    expect(events[0].location).toBe('Hall A');
    expect(events[0].description).toContain('Speaker');
  });

  it('links sessions back through the URL gate on an allowed origin only', async () => {
    const link = encodeURIComponent(`${server.url}/congress/${PROJECT}/events/{slug}`);
    const ok = await server.get(`/api/calendar/demo/${PROJECT}/programme.ics?link=${link}`);
    expect(ok.body).toContain(`URL:${server.url}/congress/${PROJECT}/events/ecr-1001-talk\r\n`);
    const script = encodeURIComponent('javascript:alert(1)//{slug}');
    expectError(
      await server.get(`/api/calendar/demo/${PROJECT}/programme.ics?link=${script}`),
      400,
      'bad_parameter',
      'link',
    );
    const foreign = encodeURIComponent('https://evil.example/{slug}');
    expectError(
      await server.get(`/api/calendar/demo/${PROJECT}/programme.ics?link=${foreign}`),
      400,
      'bad_parameter',
      'link',
    );
  });
});

describe('calendar feeds: a private feed per user and project', () => {
  let url = '';
  it('is created for the signed-in user with webcal and https URLs from the public origin, never the access token', async () => {
    expectError(await server.get(`/api/calendar-feed/${PROJECT}`), 401);
    const none = await server.get(`/api/calendar-feed/${PROJECT}`, bearer(member));
    expect(none.body.data.feed).toBeNull();
    const created = await server.post(`/api/calendar-feed/${PROJECT}`, { alarm: 10 }, json(member));
    expect(created.status).toBe(200);
    const feed = created.body.data.feed;
    url = feed.url;
    expect(url.startsWith(`${server.url}/api/calendar/demo/${PROJECT}/private/`)).toBe(true);
    expect(feed.webcal).toBe(url.replace(/^http:/, 'webcal:'));
    expect(url).not.toContain(member);
    expect(feed.alarm).toBe(10);
    expect(created.body.data.programme.webcal).toBe(
      `${server.url.replace(/^http:/, 'webcal:')}/api/calendar/demo/${PROJECT}/programme.ics`,
    );
  });

  it("holds the user's agenda only, with the chosen reminder", async () => {
    const answer = await server.get(feedPath(url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=300');
    const events = parse(answer.body);
    expect(events).toHaveLength(3);
    expect(answer.body.match(/TRIGGER;RELATED=START:-PT10M/g)).toHaveLength(3);
    const changed = await server.post(`/api/calendar-feed/${PROJECT}`, { alarm: 0 }, json(member));
    expect(changed.body.data.feed.url).toBe(url);
    expect((await server.get(feedPath(url))).body).not.toContain('BEGIN:VALARM');
    expectError(
      await server.post(`/api/calendar-feed/${PROJECT}`, { alarm: 7 }, json(member)),
      400,
      'bad_parameter',
      'alarm',
    );
  });

  it('answers a repeat request with its ETag by 304', async () => {
    const first = await fetch(url);
    await first.text(); // read: an unread body keeps its connection busy, and the server's stop waits for it
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('refuses a tampered token, a token of another project and a made-up one alike: 410 and no hint', async () => {
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const [id, sig] = token.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const answers = await Promise.all([
      server.get(`/api/calendar/demo/${PROJECT}/private/${id}.${flip(sig)}.ics`),
      server.get(`/api/calendar/demo/${PROJECT}/private/${flip(id)}.${sig}.ics`),
      server.get(`/api/calendar/demo/dmc2026/private/${token}.ics`),
      server.get(`/api/calendar/demo/${PROJECT}/private/nothing.ics`),
    ]);
    for (const a of answers) expectError(a, 410, 'feed_gone');
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it("keeps users apart: another user's feed has its own token, and theirs does not open this one", async () => {
    const other = (await server.post(`/api/calendar-feed/${PROJECT}`, {}, json(basic))).body.data.feed.url;
    expect(other).not.toBe(url);
    expect(parse((await server.get(feedPath(other))).body)).toHaveLength(0);
    const [otherId] = other.slice(other.lastIndexOf('/') + 1).split('.');
    const [, ownSig] = url.slice(url.lastIndexOf('/') + 1).split('.');
    expectError(await server.get(`/api/calendar/demo/${PROJECT}/private/${otherId}.${ownSig}.ics`), 410, 'feed_gone');
    // Revoking one user's feed leaves the other's.
    await server.get(`/api/calendar-feed/${PROJECT}`, { ...bearer(basic), method: 'DELETE' });
    expect((await server.get(feedPath(url))).status).toBe(200);
  });

  it('regenerates: the old URL answers 410, the new one 200', async () => {
    const renewed = await server.post(`/api/calendar-feed/${PROJECT}/regenerate`, undefined, json(member));
    const next = renewed.body.data.feed.url;
    expect(next).not.toBe(url);
    expectError(await server.get(feedPath(url)), 410, 'feed_gone');
    expect((await server.get(feedPath(next))).status).toBe(200);
    url = next;
  });

  it('revokes: the URL answers 410, the feed is gone, and a new one gets a new URL', async () => {
    const revoked = await server.get(`/api/calendar-feed/${PROJECT}`, { ...bearer(member), method: 'DELETE' });
    expect(revoked.body.data.feed).toBeNull();
    expectError(await server.get(feedPath(url)), 410, 'feed_gone');
    expectError(
      await server.post(`/api/calendar-feed/${PROJECT}/regenerate`, undefined, json(member)),
      404,
      'feed_not_found',
    );
    const again = (await server.post(`/api/calendar-feed/${PROJECT}`, {}, json(member))).body.data.feed.url;
    expect(again).not.toBe(url);
    expect((await server.get(feedPath(again))).status).toBe(200);
    url = again;
  });

  it('raises SEQUENCE and LAST-MODIFIED for a moved session and keeps a withdrawn one as CANCELLED after a re-import', async () => {
    const programme = `/api/calendar/demo/${PROJECT}/programme.ics`;
    const before = await server.get(programme);
    const etag = before.headers.get('etag') as string;
    const old = new Map(parse(before.body).map((e) => [e.uid, e]));
    expect([...old.values()].every((e) => e.sequence === 0)).toBe(true);
    // The re-imported schedule: talk 1001 one hour later in Room 2, talk 1002 gone.
    const day = frab.schedule.conference.days[0].rooms as Record<
      string,
      { id: number; date: string; start: string; room: string }[]
    >;
    const moved = day['Hall A'].find((t) => t.id === 1001)!;
    Object.assign(moved, { date: moved.date.replace('T09:00', 'T10:00'), start: '10:00', room: 'Room 2' });
    day['Room 2'].push(moved);
    day['Hall A'] = day['Hall A'].filter((t) => t.id !== 1001 && t.id !== 1002);
    writeFileSync(scheduleFile, JSON.stringify(frab));
    await server.stop(true);
    await start();
    const after = await fetch(server.url + programme, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const events = new Map(parse(await after.text()).map((e) => [e.uid, e]));
    expect(events.size).toBe(old.size);
    expect([...events.keys()].sort()).toEqual([...old.keys()].sort());
    const uid = (id: number) => `event-ecr-${id}-talk@${PROJECT}.demo.congress-portal`;
    const movedEvent = events.get(uid(1001))!;
    expect(movedEvent.sequence).toBe(1);
    expect(movedEvent.location).toBe('Room 2');
    expect(movedEvent.startDate.toUnixTime() - old.get(uid(1001))!.startDate.toUnixTime()).toBe(3600);
    const lastModified = (e: ICAL.Event) =>
      (e.component.getFirstPropertyValue('last-modified') as ICAL.Time).toUnixTime();
    expect(lastModified(movedEvent)).toBeGreaterThan(lastModified(old.get(uid(1001))!));
    const withdrawn = events.get(uid(1002))!;
    expect(withdrawn.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(withdrawn.sequence).toBe(1);
    const kept = events.get(uid(1003))!;
    expect(kept.sequence).toBe(0);
    expect(kept.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(lastModified(kept)).toBe(lastModified(old.get(uid(1003))!));
    // The private feed still opens after the restart (its token is stored, not held in memory).
    const reopened = await fetch(server.url + new URL(url).pathname);
    expect([reopened.status, (await reopened.text()).startsWith('BEGIN:VCALENDAR')]).toEqual([200, true]);
  });
});
