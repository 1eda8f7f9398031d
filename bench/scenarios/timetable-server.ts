import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/server/app';
import { makeFrabSchedule } from '../fixtures/frab-schedule';

/** The generated frab schedules the timetable benches load: a small congress and a very large one. */
export const DATASETS = [
  {
    label: '5 rooms × 160 talks',
    acronym: 'bench-5x160',
    rooms: 5,
    talks: 160,
    dates: ['2026-05-12', '2026-05-13'],
    slot: 45,
  },
  {
    label: '40 rooms × 1,000 talks, 3 days',
    acronym: 'bench-40x1000',
    rooms: 40,
    talks: 1000,
    dates: ['2026-05-12', '2026-05-13', '2026-05-14'],
    slot: 45,
  },
];

/** A second reference server with the generated schedules imported; `urls[i]` opens DATASETS[i] on its first day. */
export async function startTimetableServer(): Promise<{ urls: string[]; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-timetable-'));
  const files = DATASETS.map((d) => {
    const file = join(dir, `${d.acronym}.frab.json`);
    writeFileSync(
      file,
      JSON.stringify(
        makeFrabSchedule({
          acronym: d.acronym,
          timeZone: 'Europe/Berlin',
          dates: d.dates,
          rooms: d.rooms,
          talks: d.talks,
          startHr: 8,
          slotMinutes: d.slot,
        }),
      ),
    );
    return file;
  });
  const server = await startServer({ port: 0, quiet: true, dataDir: dir, schedules: files });
  // fakenow on the first day: the time marker and "today" logic run as during the congress.
  const urls = DATASETS.map(
    (d) =>
      `${server.url}/timetable.html?only=main&project=${d.acronym}&fakenow=${encodeURIComponent(`${d.dates[0]}T10:00:00+02:00`)}`,
  );
  return { urls, close: () => server.close() };
}
