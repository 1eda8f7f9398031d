import type { Ctx } from '../context';
import { searchIndexOf } from '../routes/search';
import { IMPORT_CLIENT, importSchedules, loadStoredImports } from './into-store';

/**
 * Another process (or `npm run import` with REDIS_URL set) stored schedule imports: this process reads the stored
 * imports again, so every process serves the same projects without a restart. The imported client's like counts
 * come back from the database, its search index is rebuilt at once (the first search stays fast), and the
 * content's Last-Modified moves to the event's time, so pollers get the new lists instead of 304.
 */
export function subscribeImports(ctx: Ctx, dataDir: string): void {
  ctx.bus.subscribe((event) => {
    if (event.type !== 'imports') return;
    const before = ctx.store.clients.get(IMPORT_CLIENT);
    importSchedules(ctx.store, loadStoredImports(dataDir));
    const client = ctx.store.clients.get(IMPORT_CLIENT);
    if (!client) return;
    const rows = ctx.db.q.likeCounts.all() as { client: string; type: string; resource_id: string; n: number }[];
    for (const row of rows) if (row.client === IMPORT_CLIENT) client.likes.set(`${row.type}:${row.resource_id}`, row.n);
    searchIndexOf(client);
    // New projects change the configuration and every list: their Last-Modified moves to the event's time, the same
    // in every process (the configuration's at least a second past an earlier edit, as an edit moves it).
    ctx.store.loadedAt = Math.max(ctx.store.loadedAt, Math.min(event.at, ctx.clock()));
    client.pagesModifiedAt = before?.pagesModifiedAt ?? null;
    client.configModifiedAt = Math.max(event.at, (before?.configModifiedAt ?? 0) + 1000);
  });
}
