import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_RESOURCES, type ClientDataset, type Dataset } from './types';

const FILES: (keyof ClientDataset)[] = [
  'config',
  'translations',
  'assets',
  ...LIST_RESOURCES,
  'pages',
  'packages',
  'spotlights',
  'educationitems',
  'ads',
  'tags',
];

/** Reads a dataset folder (domains.json + one folder per client). Throws naming the file on bad JSON. */
export function loadDataset(dir: string): Dataset {
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`dataset: cannot read ${file}: ${(error as Error).message}`);
    }
  };
  const domainsFile = join(dir, 'domains.json');
  const domains = existsSync(domainsFile) ? (readJson(domainsFile) as Record<string, string>) : {};
  const clients: Record<string, ClientDataset> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    const client = {} as Record<string, unknown>;
    for (const key of FILES) {
      const file = join(folder, `${key}.json`);
      client[key] = existsSync(file)
        ? readJson(file)
        : key === 'config'
          ? undefined
          : Array.isArray(EMPTY[key])
            ? []
            : {};
    }
    if (!client.config) throw new Error(`dataset: ${join(folder, 'config.json')} is missing`);
    clients[entry.name] = client as unknown as ClientDataset;
  }
  return { domains, clients };
}

const EMPTY: Partial<Record<keyof ClientDataset, unknown>> = {
  congressresources: [],
  timelineitems: [],
  speakers: [],
  events: [],
  channels: [],
  collections: [],
  pages: [],
  packages: [],
  spotlights: [],
  educationitems: [],
  ads: [],
};

/** Prefixes root-relative content URLs (`/api/…`, `/streams/…`) with the server's origin, in place. */
export function absolutizeUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string')
    return value.startsWith('/api/') || value.startsWith('/streams/') ? origin + value : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = absolutizeUrls(value[i], origin);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = absolutizeUrls(record[key], origin);
  }
  return value;
}
