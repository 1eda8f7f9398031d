import type { WidgetPrefetchContext } from '../../contract/widget';
import type { OfflineCache } from './offline';

type Source = Pick<WidgetPrefetchContext, 'api' | 'client' | 'project'>;

const started = new Map<string, Promise<OfflineCache>>();

const keyOf = (context: Source) => `${context.api.base}|${context.client}|${context.project ?? ''}`;

/**
 * Starts the offline chunk and its IndexedDB read for the project (the prefetch does, beside the programme's
 * requests), so the kept programme is at hand the moment a request fails: the 300 ms from mount point to programme
 * without network leave no room for loading it after the failure.
 */
export function startOfflineCache(context: Source): void {
  const key = keyOf(context);
  if (started.has(key)) return;
  const opening = import('./offline').then((m) =>
    m.openOfflineCache(context.api.base, context.client, context.project ?? ''),
  );
  opening.catch(() => started.delete(key));
  started.set(key, opening);
}

/**
 * The settings the widget `name` had when the kept programme was saved, for the runtime to render with when the
 * settings request fails (no network): null when nothing is kept. Leaves the read for the widget to take.
 */
export async function keptSettings(context: Source & { name: string }): Promise<Record<string, unknown> | null> {
  startOfflineCache(context);
  try {
    const cache = await started.get(keyOf(context));
    return cache?.read.programme?.settings?.[context.name] ?? null;
  } catch {
    return null; // the offline chunk did not load: nothing kept to render with
  }
}

/** The read the prefetch started, or a new one; taken once, so a later mount reads what is kept by then. */
export function takeOfflineCache(context: Source): Promise<OfflineCache> {
  startOfflineCache(context);
  const key = keyOf(context);
  const opening = started.get(key)!;
  started.delete(key);
  return opening;
}
