/**
 * Schedule files for the import tests: the real exports in test/fixtures/schedules, and files a test writes into a
 * folder of its own (removed after the test file).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const fixtures = join(__dirname, '..', 'fixtures', 'schedules');

/** A fixture export, parsed. */
export const read = (name: string) => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));

/** Every event of a frab file with the day it is listed under. */
export const sourceEvents = (json: any): any[] =>
  json.schedule.conference.days.flatMap((d: any) => Object.values(d.rooms).flat());

/** A folder `dir`; `write(name, json)` stores a schedule file there (JSON, or text as it is) and returns its path. */
export function scheduleFolder(): { dir: string; write: (name: string, json: unknown) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'cp-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, json: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
    return file;
  };
  return { dir, write };
}
