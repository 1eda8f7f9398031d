/**
 * A transport sends one GET and resolves to the raw `Response`, or rejects with a TimeoutError or
 * NetworkError. Two exist: `fetchTransport` (native fetch, a few hundred bytes: the default, so the
 * html-text path stays within its size budget) and `kyTransport` (src/api/ky-transport.ts: ky with retries
 * and hooks, loaded only by code that needs it).
 */
import { HTTP_TIMEOUT_MS } from '../core/load-timeouts';
import { NetworkError, TimeoutError } from './errors';

export interface TransportRequest {
  url: string;
  headers: Record<string, string>;
  /** The caller's signal (unmount); the transport adds its own timeout. */
  signal?: AbortSignal;
  timeoutMs: number;
}

export type Transport = (request: TransportRequest) => Promise<Response>;

/** Aborts on the caller's signal or after `timeoutMs`, and tells which of the two happened. */
export function timeoutSignal(
  timeoutMs: number,
  outer?: AbortSignal,
): { signal: AbortSignal; timedOut(): boolean; clear(): void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** Native fetch with the 10 s HTTP timeout of spec 1 §9. */
export function createFetchTransport(fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  return async ({ url, headers, signal, timeoutMs = HTTP_TIMEOUT_MS }) => {
    const guard = timeoutSignal(timeoutMs, signal);
    try {
      return await fetchImpl(url, { headers, signal: guard.signal, credentials: 'omit' });
    } catch (cause) {
      if (guard.timedOut()) throw new TimeoutError(timeoutMs, { url, cause });
      if (signal?.aborted) throw cause;
      throw new NetworkError({ url, cause });
    } finally {
      guard.clear();
    }
  };
}
