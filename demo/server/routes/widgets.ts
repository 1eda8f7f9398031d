import type { FastifyInstance } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clientOf, type Ctx } from '../context';
import { ApiError, badParameter, notFound } from '../http/errors';
import { sendData } from './content';

interface Entry {
  client: string;
  project: string;
  name: string;
  settings: Record<string, unknown>;
}

const cache = new Map<string, { mtime: number; entries: Entry[] }>();

/**
 * Widget settings live in demo/data/widgets/<widget>.json (one file per widget, an array of
 * `{ client, project, name, settings }`). Files are re-read when they change, so widget authors can
 * edit them while the server runs. An imported schedule's project gets default entries from the import
 * (`store.importedWidgets`); an entry in the file for the same project and name wins over them.
 */
export function widgetEntries(dir: string, widget: string): Entry[] {
  const file = join(dir, `${widget}.json`);
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.entries;
  let entries: Entry[];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed)) throw new Error('expected a JSON array');
    entries = parsed as Entry[];
  } catch (error) {
    throw new ApiError(500, 'widget_settings_invalid', `demo/data/widgets/${widget}.json: ${(error as Error).message}`);
  }
  cache.set(file, { mtime, entries });
  return entries;
}

export function registerWidgetRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.get('/:client/widgets/:project/:widget/:name', (request, reply) => {
    const { project, widget, name } = request.params as Record<string, string>;
    const client = clientOf(ctx, (request.params as Record<string, string>).client);
    if (!/^[a-z][a-z0-9-]{0,40}$/.test(widget)) throw badParameter('widget', 'expected a kebab-case widget name');
    const matches = (e: { client: string; project: string; name: string }) =>
      e.client === client.name && e.project === project && e.name === name;
    const entry =
      widgetEntries(ctx.widgetsDir, widget).find(matches) ??
      ctx.store.importedWidgets.find((e) => e.widget === widget && matches(e));
    // spec 3 §8: "no widget settings found"
    if (!entry) throw notFound('widget_settings_not_found', 'no widget settings found');
    return sendData(reply, ctx, { project, widget, name, settings: entry.settings ?? {} });
  });
}
