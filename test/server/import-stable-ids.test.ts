/**
 * Imported ids that never change: attendees' agendas (basket items), channel pause and likes refer to the ids of
 * imported sessions and rooms, so a re-import with talks added, removed or reordered — or a new project stored
 * before it in name order — must not renumber them (demo/server/schedule/stable-ids.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { openStorage } from '../../demo/server/db';
import { connect } from '../../demo/server/db/connect';
import { MIGRATION_TABLE } from '../../demo/server/db/migrate';
import { migrationsFor } from '../../demo/server/db/migrations';
import { convertSchedule } from '../../demo/server/schedule/frab';
import { idAllocator } from '../../demo/server/schedule/stable-ids';
import { makeFrab } from '../fixtures/schedules/make-frab';
import { databaseUrlFor } from './database';
import { testServer } from './helpers';
import { scheduleFolder } from './schedule-files';

type Frab = ReturnType<typeof makeFrab>;
type Talk = Frab['schedule']['conference']['days'][number]['rooms'][string][number];
const BASE = 20_000_000;
const { dir } = scheduleFolder();

/** A copy of `frab` with a new talk first in its first room, the second talk of that room gone, rooms reversed. */
function reExport(frab: Frab): Frab {
  const copy: Frab = structuredClone(frab);
  const day = copy.schedule.conference.days[0];
  const [first, ...others] = Object.keys(day.rooms);
  const talks = day.rooms[first];
  const added: Talk = { ...talks[0], id: 9999, guid: '00000000-0000-4000-8000-000000009999', slug: 'ecr-9999-new' };
  day.rooms = Object.fromEntries([...others.reverse(), first].map((r) => [r, day.rooms[r]]));
  day.rooms[first] = [added, talks[0], ...talks.slice(2)];
  return copy;
}
const idsBySlug = (events: { slug: string; id: number }[]) => new Map(events.map((e) => [e.slug, e.id]));

describe('imported ids never change (stable ids of events, speakers and rooms)', () => {
  it('the first import numbers events, speakers and rooms in the order of the file', () => {
    const p = convertSchedule(makeFrab({ roomCount: 2, talks: 2 }), 'x.json', BASE);
    expect(p.events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => BASE + i));
    expect(p.channels.map((c) => c.id)).toEqual([BASE + 900_000, BASE + 900_001]);
    expect(p.speakers[0].id).toBe(BASE + 400_001);
    expect(p.newIds).toHaveLength(p.events.length + p.channels.length + p.speakers.length);
  });

  it('a re-export with a talk added first, one removed and the rooms reordered keeps every other id; the new talk gets a new one', () => {
    const v1 = makeFrab({ roomCount: 3, talks: 3 });
    const first = convertSchedule(v1, 'x.json', BASE);
    const kept = new Map(first.newIds.map(({ key, id }) => [key, id]));
    const second = convertSchedule(reExport(v1), 'x.json', BASE, () => kept);
    const before = idsBySlug(first.events);
    const after = idsBySlug(second.events);
    for (const [slug, id] of after) if (before.has(slug)) expect([slug, id]).toEqual([slug, before.get(slug)]);
    expect(after.get('ecr-9999-new')).toBe(Math.max(...before.values()) + 1);
    expect(second.channels.map((c) => [c.title, c.id]).sort()).toEqual(
      first.channels.map((c) => [c.title, c.id]).sort(),
    );
    expect(second.newIds.map((n) => n.key)).toEqual(['event:guid:00000000-0000-4000-8000-000000009999']);
  });

  it('two items with one key (a GUID listed twice) never share an id', () => {
    const ids = idAllocator(BASE, new Map([['event:guid:a', BASE + 7]]));
    expect([ids.take('event', 'guid:a'), ids.take('event', 'guid:a'), ids.take('event', 'guid:b')]).toEqual([
      BASE + 7,
      BASE + 8,
      BASE + 9,
    ]);
  });

  it('a stored schedule re-imported with a talk added, and a project stored before it in name order, keep the ids a saved agenda refers to', async () => {
    const dataDir = join(dir, 'stable');
    const databaseUrl = await databaseUrlFor(dataDir);
    const store = async (project: string, frab: Frab) => {
      const db = await openStorage({ dataDir, databaseUrl });
      try {
        await db.imports.save(project, `${project}.json`, JSON.stringify(frab), Date.now());
      } finally {
        await db.close();
      }
    };
    const eventsOf = async (project: string) => {
      const server = await testServer({ dataDir, databaseUrl });
      try {
        const filter = encodeURIComponent(`project==${project}`);
        return (await server.get(`/api/demo/wcm/events.json?filter=${filter}&limit=999`)).body.data as {
          slug: string;
          id: number;
        }[];
      } finally {
        await server.stop();
      }
    };
    const v1 = makeFrab({ acronym: 'ZED2026', roomCount: 2, talks: 3 });
    await store('zed2026', v1);
    const before = idsBySlug(await eventsOf('zed2026'));

    await store('abc2026', makeFrab({ acronym: 'ABC2026', roomCount: 1, talks: 2 }));
    await store('zed2026', reExport(v1));
    const after = idsBySlug(await eventsOf('zed2026'));
    for (const [slug, id] of after) if (before.has(slug)) expect([slug, id]).toEqual([slug, before.get(slug)]);
    expect(after.get('ecr-9999-new')).toBe(Math.max(...before.values()) + 1);
    const other = await eventsOf('abc2026');
    expect(other.every((e) => e.id > Math.max(...after.values()))).toBe(true);
    // And once more, unchanged: the ids given last time are read back, none are given anew.
    expect(idsBySlug(await eventsOf('zed2026'))).toEqual(after);
  }, 60_000);

  it('a database from before stable ids keeps the ids it served: projects get their slots in name order', async () => {
    const dataDir = join(dir, 'upgrade');
    const databaseUrl = await databaseUrlFor(dataDir);
    const older = connect(dataDir, databaseUrl);
    try {
      const migrator = new Migrator({
        db: older.db,
        provider: { getMigrations: async () => migrationsFor(older.engine) },
        migrationTableName: MIGRATION_TABLE,
        migrationLockTableName: `${MIGRATION_TABLE}_lock`,
      });
      expect((await migrator.migrateTo('0004_handoff_codes')).error).toBeUndefined();
      for (const [project, acronym] of [
        ['zed2026', 'ZED2026'],
        ['abc2026', 'ABC2026'],
      ])
        await older.db
          .insertInto('schedule_imports' as never)
          .values({
            project,
            file_name: `${project}.json`,
            body: JSON.stringify(makeFrab({ acronym, talks: 1 })),
            imported: 1,
          } as never)
          .execute();
    } finally {
      await older.close();
    }
    const server = await testServer({ dataDir, databaseUrl });
    try {
      const first = async (project: string) =>
        (
          await server.get(
            `/api/demo/wcm/events.json?filter=${encodeURIComponent(`project==${project}`)}&sort=id&limit=1`,
          )
        ).body.data[0].id;
      // As numbered before: abc2026 first in name order (slot 0), zed2026 second (slot 1).
      expect([await first('abc2026'), await first('zed2026')]).toEqual([BASE + 1, BASE + 1_000_000 + 1]);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
