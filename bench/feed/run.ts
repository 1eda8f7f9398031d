/**
 * Calendar feed scenario of `npm run bench:server -- --scenario feed`: a project of 1,000 sessions (a generated frab
 * schedule, 20 rooms × 25 talks × 2 days), one user with all 1,000 in their agenda. Goal (figures, not pass/fail):
 * the feed built in ≤ 20 ms on the server; a repeat request with its ETag answers 304.
 *
 * - build: core `buildFeed` over the 1,000 published sessions (VTIMEZONE, SEQUENCE, VALARM, folding), in process;
 * - first request: the revisions recorded (1,000 rows) and the feed built and sent;
 * - rebuilt request: the reminder changed before each request, so the answer is built again (no kept answer);
 * - 304: the same URL with If-None-Match.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFeed } from '../../src/core/calendar';
import { normalizeTimetableSettings, toSessions } from '../../src/core/timetable';
import { startServer } from '../../demo/server/app';
import { makeFrab } from '../../test/fixtures/schedules/make-frab';

const RUNS = 50;

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const fmt = (x: { min: number; median: number; max: number }) =>
  `${x.min.toFixed(1)} / ${x.median.toFixed(1)} / ${x.max.toFixed(1)} ms`;

export async function feedScenario(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'cp-bench-feed-'));
  const file = join(tmp, 'feed.json');
  writeFileSync(file, JSON.stringify(makeFrab({ acronym: 'BENCH2026', roomCount: 20, talks: 25 })));
  const server = await startServer({ port: 0, quiet: true, dataDir: join(tmp, 'data'), schedules: [file] });
  try {
    const api = `${server.url}/api`;
    const login = await (
      await fetch(`${api}/login/demo/tokenlogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'demo-member-token' }),
      })
    ).json();
    const auth = { authorization: `Bearer ${login.access_token}`, 'content-type': 'application/json' };
    const list = await (
      await fetch(`${api}/demo/wcm/events.json?filter=${encodeURIComponent('project==bench2026')}&limit=2017&fields=id`)
    ).json();
    const ids = (list.data as { id: number }[]).map((e) => String(e.id));
    for (let i = 0; i < ids.length; i += 200) {
      const events = ids.slice(i, i + 200).map((id) => ({ event: 'ADD_ITEM', item_type: 'event', item_id: id }));
      await fetch(`${api}/basket/events`, { method: 'POST', headers: auth, body: JSON.stringify({ events }) });
    }
    const setAlarm = async (alarm: number) =>
      (
        await (
          await fetch(`${api}/calendar-feed/bench2026`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ alarm }),
          })
        ).json()
      ).data.feed.url as string;
    const url = await setAlarm(10);

    let t0 = performance.now();
    const first = await fetch(url);
    const body = await first.text();
    const firstMs = performance.now() - t0;
    const etag = first.headers.get('etag') as string;
    const sessions = (body.match(/BEGIN:VEVENT/g) ?? []).length;

    // The writer alone, over the same 1,000 sessions as the list endpoint serves them.
    const events = await (
      await fetch(`${api}/demo/wcm/events.json?filter=${encodeURIComponent('project==bench2026')}&limit=2017`)
    ).json();
    const sessionsIn = toSessions(events.data, normalizeTimetableSettings({})).map((s) => ({
      id: s.id,
      title: s.title,
      subtitle: s.subtitle,
      start: s.start,
      end: s.end,
      room: s.location,
      speakers: s.speakers.map((p) => p.name),
      url: `https://example.org/congress/bench2026/events/${s.slug}`,
      sequence: 0,
      modified: Date.now(),
      cancelled: false,
    }));
    const build: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t0 = performance.now();
      buildFeed(sessionsIn, {
        client: 'demo',
        project: 'bench2026',
        zone: 'Europe/Berlin',
        name: 'Bench',
        alarmMinutes: 10,
      });
      build.push(performance.now() - t0);
    }

    const rebuilt: number[] = [];
    const alarms = [5, 15, 30, 0, 10] as const;
    for (let i = 0; i < RUNS; i++) {
      await setAlarm(alarms[i % alarms.length]);
      t0 = performance.now();
      await (await fetch(url)).text();
      rebuilt.push(performance.now() - t0);
    }
    await setAlarm(10);
    const notModified: number[] = [];
    let status304 = 0;
    for (let i = 0; i < RUNS * 4; i++) {
      t0 = performance.now();
      const answer = await fetch(url, { headers: { 'if-none-match': etag } });
      await answer.text();
      notModified.push(performance.now() - t0);
      if (answer.status === 304) status304++;
    }
    const rows: [string, string][] = [
      ['sessions in the feed', `${sessions} (${(body.length / 1024).toFixed(0)} kB)`],
      ['first request (revisions recorded, built, sent)', `${firstMs.toFixed(1)} ms`],
      [`buildFeed, ${sessionsIn.length} sessions: min / median / max`, fmt(stats(build))],
      ['request rebuilt (reminder changed): min / median / max', fmt(stats(rebuilt))],
      [`repeat with If-None-Match: min / median / max (${status304}/${RUNS * 4} were 304)`, fmt(stats(notModified))],
      ['machine load average (1 / 5 min)', `${os.loadavg()[0].toFixed(1)} / ${os.loadavg()[1].toFixed(1)}`],
    ];
    console.log('\nCalendar feed (goal: built in ≤ 20 ms; repeat with ETag → 304)');
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
  } finally {
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
