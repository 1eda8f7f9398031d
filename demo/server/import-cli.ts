/**
 * `npm run import -- <schedule.json> [more …]`: checks frab / pretalx schedules against the published schema,
 * converts them, and stores them in the database (PostgreSQL at DATABASE_URL, else SQLite in demo/server/.data or
 * DATA_DIR) so every later start of the server serves them (project = conference acronym in lower case, client `demo`). Exits 1 with "file: field: problem" on a file whose
 * data is broken; fields beyond the published schema are imported around, with one warning per file.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openShared } from './bus/shared';
import { openStorage } from './db';
import { convertScheduleText, readScheduleFile } from './schedule/into-store';
import type { Storage } from './db';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!files.length) {
  console.error('usage: npm run import -- <schedule.json> [more.json …]');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '.data');
try {
  // Check all first: nothing is stored unless every file is good.
  const projects = files.map((file, i) => {
    const text = readScheduleFile(file);
    return { file, text, project: convertScheduleText(text, file, i) };
  });
  const db = await openStorage({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  for (const { file, text, project } of projects) {
    for (const warning of project.warnings) console.warn(`warning: ${warning}`);
    await db.imports.save(project.project.name, file, text, Date.now());
    await keepItemIds(db, project.project.name, file, text);
    const { scheduleStartHr: from, scheduleEndHr: to } = project.widgetSettings.timetable as {
      scheduleStartHr?: number;
      scheduleEndHr?: number;
    };
    const hour = (h = 0) => `${String(h % 24).padStart(2, '0')}:00${h > 24 ? ' next day' : ''}`;
    console.log(
      `${file}: project ${project.project.name} (${project.project.title}) — ${project.channels.length} channels, ${project.events.length} events, ${project.speakers.length} speakers, time zone ${project.project.timezone}, timetable ${hour(from)}–${hour(to)}, stored in ${db.where}`,
    );
  }
  await db.close();
  if (process.env.REDIS_URL) {
    // Running servers that share this Redis read the stored imports again (bus/subscribe-changes.ts).
    const shared = await openShared();
    shared.bus.publish({ type: 'imports', at: Math.floor(Date.now() / 1000) * 1000 });
    await shared.close();
    console.log('Running servers on REDIS_URL were told: they serve the imports now.');
  } else console.log('Start the server with npm start to serve them (client demo).');
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}

/** Gives the project's new items their ids now (its slot, ids kept from earlier imports), before servers reload it. */
async function keepItemIds(db: Storage, project: string, file: string, text: string): Promise<void> {
  const slot = (await db.imports.all()).find((row) => row.project === project)?.slot ?? 0;
  const { newIds } = convertScheduleText(text, file, slot, await db.imports.keptIds());
  await db.imports.keepIds(project, newIds);
}
