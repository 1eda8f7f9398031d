/** Real data for the structured-data tests: the imported 36C3 schedule and the demo dataset the server serves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSchedule } from '../../../../demo/server/schedule/into-store';
import type { ClientConfig } from '../../../../src/core/types';
import type { GraphEnv } from '../../../../src/core/structured-data';

const root = join(__dirname, '..', '..', '..', '..');
const dataset = (name: string): any[] => {
  const json = JSON.parse(readFileSync(join(root, 'demo/data/dataset/demo', `${name}.json`), 'utf8'));
  return Array.isArray(json) ? json : json.data;
};

export const c3 = readSchedule(join(root, 'test/fixtures/schedules/36c3-excerpt.frab.json'), 0);
export const c3Config = {
  id: 1,
  name: 'ccc',
  title: 'Chaos Computer Club',
  projects: { '36c3': c3.project },
  groups: {},
  languages: [],
  menuitems: [],
} as unknown as ClientConfig;

export const demoConfig = JSON.parse(
  readFileSync(join(root, 'demo/data/dataset/demo/config.json'), 'utf8'),
) as ClientConfig;
export const demoEvents = dataset('events').filter((e) => e.project === 'dmc2026');
export const demoChannels = dataset('channels').filter((c) => c.project === 'dmc2026');
export const demoCollection = dataset('collections').find((c) => c.project === 'dmc2026');
export const demoResources = dataset('congressresources');
export const demoTimeline = dataset('timelineitems');

export const env = (clientConfig: ClientConfig, page = 'https://society.example/programme.html'): GraphEnv => ({
  client: 'demo',
  clientConfig,
  links: { page, api: 'https://api.example/api' },
});

/** Every string anywhere in a value, with the key it sits under. */
export function strings(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}
