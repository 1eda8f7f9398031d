/**
 * The 55 s chunk load timeout (spec 1 §8, spec 3 §8/§9) for every lazy import: widget chunks, the portal, and the
 * portal's own lazy screens and dialogs. A stalled request would otherwise spin forever; after the timeout the caller
 * shows its retry state. Here, below src/embed and src/portal, so both use the same one.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/load-timeouts';

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError' as const;
  constructor(what: string, timeoutMs: number) {
    super(`Loading the "${what}" chunk timed out after ${timeoutMs} ms`);
  }
}

export const isChunkTimeoutError = (error: unknown): error is ChunkTimeoutError =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ChunkTimeoutError';

/** `promise`, or a rejection by `onTimeout()` when it has not settled within `timeoutMs`. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A lazy import under the chunk timeout: rejects with a ChunkTimeoutError naming `what` after 55 s.
 * @example importChunk('search dialog', () => import('./SearchDialog'))
 */
export function importChunk<T>(what: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return withTimeout(load(), timeoutMs, () => new ChunkTimeoutError(what, timeoutMs));
}
