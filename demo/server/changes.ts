import type { Storage } from './db';
import type { ClientStore, Store } from './store';

/**
 * A write that changes what processes hold in memory (like counts and like-sorted orders, pages, configuration,
 * channel pause). The route that writes calls `ctx.changed(change)` once, after the commit; in one process that
 * applies it here (`applyChange`), and an invalidation bus can instead deliver it to every process, each of which
 * then runs `applyChange` itself. Each change carries what a process needs to catch up (a like count), or makes it
 * reread its client's rows, so a missed message is mended by the next one.
 */
export type Change =
  | { kind: 'likes'; client: string; type: string; id: string; count: number }
  | { kind: 'pages'; client: string }
  | { kind: 'config'; client: string }
  | { kind: 'pause'; client: string };

interface Held {
  store: Store;
  db: Storage;
}

export async function applyChange(held: Held, change: Change): Promise<void> {
  const client = held.store.clients.get(change.client);
  if (!client) return;
  if (change.kind === 'likes') {
    client.likes.set(`${change.type}:${change.id}`, change.count);
    client.forgetLikeOrder();
  } else if (change.kind === 'pause') {
    applyPauses(client, await held.db.edits.pauses(client.name));
  } else {
    applyEdits(client, await held.db.edits.all(client.name));
  }
}

/** Loads every client's stored state into memory: at start, and after the content is rebuilt (imports). */
export async function loadStoredState(held: Held): Promise<void> {
  const [counts, edits, pauses] = await Promise.all([
    held.db.likes.allCounts(),
    held.db.edits.all(),
    held.db.edits.pauses(),
  ]);
  for (const client of held.store.clients.values()) {
    client.likes.clear();
    applyEdits(
      client,
      edits.filter((e) => e.client === client.name),
    );
    applyPauses(
      client,
      pauses.filter((p) => p.client === client.name),
    );
  }
  for (const row of counts) held.store.clients.get(row.client)?.likes.set(`${row.type}:${row.resource_id}`, row.n);
  for (const client of held.store.clients.values()) client.forgetLikeOrder();
}

type EditRow = Awaited<ReturnType<Storage['edits']['all']>>[number];

/** Page fields (`<page id>/<field>`) and configuration keys as the organisers last set them. */
function applyEdits(client: ClientStore, rows: EditRow[]): void {
  for (const row of rows) {
    const value = JSON.parse(row.body) as unknown;
    if (row.kind === 'config') {
      (client.data.config as unknown as Record<string, unknown>)[row.key] = value;
      client.configModifiedAt = Math.max(client.configModifiedAt ?? 0, row.modified);
    } else if (row.kind === 'page') {
      const [id, field] = row.key.split('/');
      const page = client.data.pages.find((p) => String(p.id) === id) as Record<string, unknown> | undefined;
      if (!page || (field !== 'title' && field !== 'modules')) continue;
      page[field] = value;
      client.pagesModifiedAt = Math.max(client.pagesModifiedAt ?? 0, row.modified);
    }
  }
}

function applyPauses(client: ClientStore, rows: { channel_id: number; paused: number }[]): void {
  for (const row of rows) {
    const channel = client.channel(String(row.channel_id));
    if (channel) channel.paused = row.paused ? 1 : 0;
  }
}
