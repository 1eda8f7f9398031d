/**
 * `npm run import -- <schedule.json> [more …]`: checks frab / pretalx schedules against the published schema,
 * converts them, and stores them in demo/server/.data/imports/ so every later `npm start` serves them
 * (project = conference acronym in lower case, client `demo`). Exits 1 with "file: field: problem" on a file whose
 * data is broken; fields beyond the published schema are imported around, with one warning per file.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openShared } from './bus/shared';
import { readSchedule, storeImport } from './schedule/into-store';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!files.length) {
  console.error('usage: npm run import -- <schedule.json> [more.json …]');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '.data');
try {
  // Check all first: nothing is stored unless every file is good.
  const projects = files.map((file, i) => ({ file, project: readSchedule(file, i) }));
  for (const { file, project } of projects) {
    for (const warning of project.warnings) console.warn(`warning: ${warning}`);
    const target = storeImport(dataDir, file, project.project.name);
    const { scheduleStartHr: from, scheduleEndHr: to } = project.widgetSettings.timetable as {
      scheduleStartHr?: number;
      scheduleEndHr?: number;
    };
    const hour = (h = 0) => `${String(h % 24).padStart(2, '0')}:00${h > 24 ? ' next day' : ''}`;
    console.log(
      `${file}: project ${project.project.name} (${project.project.title}) — ${project.channels.length} channels, ${project.events.length} events, ${project.speakers.length} speakers, time zone ${project.project.timezone}, timetable ${hour(from)}–${hour(to)} → ${target}`,
    );
  }
  if (process.env.REDIS_URL) {
    // Running servers that share this Redis read the stored imports again (schedule/imports-bus.ts).
    const shared = await openShared();
    shared.bus.publish({ type: 'imports', at: Math.floor(Date.now() / 1000) * 1000 });
    await shared.close();
    console.log('Running servers on REDIS_URL were told: they serve the imports now.');
  } else console.log('Start the server with npm start to serve them (client demo).');
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
