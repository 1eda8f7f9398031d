import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Storage } from '../db';
import type { Store } from '../store';
import { convertSchedule, ScheduleError, type ImportedProject } from './frab';
import { compareWithSchema, schemaWarning } from './validate';

/** Imported schedules are served in the default client (fixed decision). */
export const IMPORT_CLIENT = 'demo';
const ID_BASE = 20_000_000;
const ID_STEP = 1_000_000;

/**
 * The widgets the portal mounts for a project beside the timetable (whose entry carries the schedule's zone and
 * hours): the live player of its channel pages and of the SingleWidget route, and the overflow player of that route.
 * Their entries are empty: the widgets' own defaults apply until an admin writes settings.
 */
const PORTAL_WIDGET_DEFAULTS: Record<string, Record<string, unknown>> = { liveplayer: {}, overflowplayer: {} };

/** A converted schedule with what the import noticed but did not refuse (one line per kind). */
export type ImportedSchedule = ImportedProject & { warnings: string[] };

/**
 * Reads and converts one schedule file; throws ScheduleError naming the file and the JSON path of what breaks
 * the data. Fields beyond the published schema and other harmless deviations are imported around and reported
 * in `warnings` (issue 8 item 4: real exports carry them).
 */
export function readSchedule(file: string, index: number, kept?: KeptIds): ImportedSchedule {
  return convertScheduleText(readScheduleFile(file), file, index, kept);
}

export function readScheduleFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ScheduleError(
      file,
      '(file)',
      `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** Converts a schedule's text (a file's, or one stored in the database); `file` names it in messages. */
export function convertScheduleText(text: string, file: string, index: number, kept?: KeptIds): ImportedSchedule {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ScheduleError(file, '(document)', `not valid JSON: ${(error as Error).message}`);
  }
  const imported = convertSchedule(json, file, ID_BASE + index * ID_STEP, (project) => kept?.get(project) ?? new Map());
  const warnings = [schemaWarning(file, compareWithSchema(json))];
  if (imported.replacedSlugs.length) {
    const n = imported.replacedSlugs.length;
    warnings.push(
      `${file}: ${n} slug${n > 1 ? 's' : ''} generated because the source's could not be kept: ${imported.replacedSlugs.slice(0, 5).join(', ')}${n > 5 ? ', …' : ''}`,
    );
  }
  return { ...imported, warnings: warnings.filter((w): w is string => !!w) };
}

/**
 * Imports schedules into the store: every file is read and converted first, then all are merged, so a bad
 * file leaves the store untouched (the server does not start half-loaded). A project with the same name
 * (an earlier import) is replaced.
 */
export function importSchedules(store: Store, sources: ScheduleSource[], kept?: KeptIds): ImportedSchedule[] {
  // A stored schedule keeps its project's slot; files named at start follow the stored ones.
  let free = Math.max(-1, ...sources.map((s) => (typeof s === 'string' ? -1 : (s.slot ?? -1)))) + 1;
  const imported = sources.map((source) =>
    typeof source === 'string'
      ? readSchedule(source, free++, kept)
      : convertScheduleText(source.text, source.file, source.slot ?? free++, kept),
  );
  const client = store.dataset.clients[IMPORT_CLIENT];
  if (!client || !imported.length) return imported;
  for (const p of imported) {
    const name = p.project.name;
    const keep = <T extends { project?: string | null }>(list: T[]) => list.filter((item) => item.project !== name);
    client.channels = [...keep(client.channels), ...p.channels];
    client.events = [...keep(client.events), ...p.events];
    client.collections = [
      ...keep(client.collections as { project?: string }[]),
      p.collection,
    ] as typeof client.collections;
    const importedIds = new Set(p.speakers.map((s) => s.id));
    client.speakers = [
      ...client.speakers.filter((s) => !importedIds.has(s.id) && (s as { project?: string }).project !== name),
      ...p.speakers.map((s) => ({ ...s, project: name })),
    ];
    client.config.projects[name] = p.project;
    client.tags[name] = [];
    // Default widget settings (name `default`) for every widget the portal itself mounts for a project, so a host
    // page's timetable renders at once and the portal's channel pages ask for no entry that is not there.
    store.importedWidgets = [
      ...store.importedWidgets.filter((e) => !(e.client === IMPORT_CLIENT && e.project === name)),
      ...Object.entries({ ...PORTAL_WIDGET_DEFAULTS, ...p.widgetSettings }).map(([widget, settings]) => ({
        client: IMPORT_CLIENT,
        project: name,
        widget,
        name: 'default',
        settings,
      })),
    ];
  }
  store.replaceClient(IMPORT_CLIENT, client);
  return imported;
}

/**
 * A schedule file to read, or a stored schedule's text with the name of the file it came from and its project's
 * slot (the project's id range, kept from its first import).
 */
export type ScheduleSource = string | { file: string; text: string; slot?: number | null };

/** The ids each project's imported items were first given, per project (stable-ids.ts). */
export type KeptIds = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Schedules saved by `npm run import` (database rows, in slot order), re-imported on every start. */
export async function loadStoredImports(db: Storage): Promise<ScheduleSource[]> {
  return (await db.imports.all()).map((row) => ({ file: row.file_name, text: row.body, slot: row.slot }));
}

/**
 * Imports the stored schedules and `files` with the ids their items were given before, and keeps the ids given
 * for the first time. Processes starting together on new items give them the same ids (the same data, the same
 * order); should one have stored others first, the import is done again with the stored ones.
 */
export async function importWithKeptIds(store: Store, db: Storage, files: string[] = []): Promise<ImportedSchedule[]> {
  const sources = [...(await loadStoredImports(db)), ...files];
  const imported = importSchedules(store, sources, await db.imports.keptIds());
  const added = imported.filter((p) => p.newIds.length);
  if (!added.length) return imported;
  for (const p of added) await db.imports.keepIds(p.project.name, p.newIds);
  const kept = await db.imports.keptIds();
  const agreed = added.every((p) => p.newIds.every(({ key, id }) => kept.get(p.project.name)?.get(key) === id));
  return agreed ? imported : importSchedules(store, sources, kept);
}

/**
 * Schedules an older release kept in <dataDir>/imports/*.json: stored as rows once (a project already stored is
 * kept), so an embedded installation keeps serving them.
 */
export async function adoptImportFolder(db: Storage, dataDir: string, now: number): Promise<void> {
  const dir = join(dataDir, 'imports');
  if (!existsSync(dir)) return;
  const stored = new Set((await db.imports.all()).map((row) => row.project));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const [i, name] of files.entries()) {
    const file = join(dir, name);
    const text = readScheduleFile(file);
    const project = convertScheduleText(text, file, i).project.name;
    if (!stored.has(project)) await db.imports.save(project, file, text, now);
  }
}
