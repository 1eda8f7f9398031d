import { applyChange, loadStoredState } from '../changes';
import type { Ctx } from '../context';
import { IMPORT_CLIENT, importWithKeptIds } from '../schedule/into-store';

/**
 * Keeps this process's memory in step with writes made by the others (bus/events.ts): a committed change is
 * applied as `changes.ts` applies it in the process that made it; new schedule imports are read from the database
 * (their like counts with them) and indexed at once, so the first search stays fast; after the bus was away,
 * everything kept in memory is reloaded from the database.
 */
export function subscribeChanges(ctx: Ctx, processId: string): () => void {
  const log = (error: unknown) => console.error(`bus: applying a change failed: ${(error as Error).message}`);
  return ctx.bus.subscribe((event) => {
    if (event.type === 'change') {
      if (event.from !== processId) applyChange(ctx, event.change).catch(log);
    } else if (event.type === 'resync') {
      loadStoredState(ctx).catch(log);
    } else if (event.type === 'imports') {
      reloadImports(ctx, event.at).catch(log);
    }
  });
}

async function reloadImports(ctx: Ctx, at: number): Promise<void> {
  const before = ctx.store.clients.get(IMPORT_CLIENT);
  await importWithKeptIds(ctx.store, ctx.db);
  await loadStoredState(ctx);
  const client = ctx.store.clients.get(IMPORT_CLIENT);
  if (!client) return;
  await ctx.search.index(client);
  // New projects change the configuration and every list: their Last-Modified moves to the event's time, the same
  // in every process (the configuration's at least a second past an earlier edit, as an edit moves it).
  ctx.store.loadedAt = Math.max(ctx.store.loadedAt, Math.min(at, ctx.clock()));
  client.pagesModifiedAt = before?.pagesModifiedAt ?? client.pagesModifiedAt;
  client.configModifiedAt = Math.max(at, (before?.configModifiedAt ?? 0) + 1000);
}
