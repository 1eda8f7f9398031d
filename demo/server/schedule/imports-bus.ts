import type { Ctx } from '../context';
import { dataModifiedAt } from '../dataset/version';
import { searchIndexOf } from '../routes/search';
import { IMPORT_CLIENT, importSchedules, loadStoredImports } from './into-store';

/**
 * Another process (or `npm run import` with REDIS_URL set) stored schedule imports: this process reads the stored
 * imports again, so every process serves the same projects without a restart. The imported client's like counts
 * come back from the database, its search index is rebuilt at once (the first search stays fast), and the
 * content's Last-Modified moves to the imports' time, so pollers get the new lists instead of 304.
 */
export function subscribeImports(ctx: Ctx, dataDir: string): void {
  ctx.bus.subscribe((event) => {
    if (event.type !== 'imports') return;
    const files = loadStoredImports(dataDir);
    importSchedules(ctx.store, files);
    const client = ctx.store.clients.get(IMPORT_CLIENT);
    if (!client) return;
    const rows = ctx.db.q.likeCounts.all() as { client: string; type: string; resource_id: string; n: number }[];
    for (const row of rows) if (row.client === IMPORT_CLIENT) client.likes.set(`${row.type}:${row.resource_id}`, row.n);
    searchIndexOf(client);
    ctx.store.loadedAt = Math.min(ctx.clock(), Math.max(ctx.store.loadedAt, dataModifiedAt(files)));
  });
}
