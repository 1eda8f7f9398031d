/**
 * Loads a widget chunk with the 55 s chunk timeout of spec 1 §8 / spec 3 §9. A retry after a failure
 * imports the chunk's CDN URL with a `?retry=n` query when the CDN base is known, because browsers keep a
 * failed module import in their module map and would fail again without fetching.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/load-timeouts';
import type { WidgetDefinition } from '../contract/widget';
import type { WidgetLoader, WidgetModule } from './widget-registry';
import { ChunkTimeoutError, withTimeout } from '../ui/chunk-timeout';

// The timeout and its error live in src/ui, so the portal's own lazy screens and dialogs use the same ones.
export { ChunkTimeoutError, isChunkTimeoutError, withTimeout } from '../ui/chunk-timeout';

export interface LoadWidgetOptions {
  widget: string;
  loader: WidgetLoader;
  /** 0 for the first attempt. */
  attempt: number;
  cdnBase?: string;
  timeoutMs?: number;
  /** Test seam and escape hatch for the retry import. */
  importUrl?: (url: string) => Promise<WidgetModule>;
}

const importUrlDefault = (url: string): Promise<WidgetModule> =>
  import(/* @vite-ignore */ url) as Promise<WidgetModule>;

export async function loadWidget(options: LoadWidgetOptions): Promise<WidgetDefinition<Record<string, unknown>>> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const load =
    options.attempt > 0 && options.cdnBase
      ? () =>
          (options.importUrl ?? importUrlDefault)(
            `${options.cdnBase}widgets/${options.widget}.js?retry=${options.attempt}`,
          )
      : options.loader;
  const module = await withTimeout(
    load(),
    timeoutMs,
    () => new ChunkTimeoutError(`${options.widget} widget`, timeoutMs),
  );
  if (!module?.default || typeof module.default.Component !== 'function') {
    throw new Error(`The "${options.widget}" chunk does not default-export a WidgetDefinition`);
  }
  return module.default;
}
