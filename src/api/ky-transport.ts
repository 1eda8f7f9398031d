/**
 * The ky transport: retries idempotent GETs on network errors and 5xx answers, 10 s per attempt (spec 1
 * §9). ky adds 8.7 kB gzip, so only code that wants retries or hooks imports this module; the runtime uses
 * the native fetch transport (src/api/transport.ts).
 *
 * @example
 * const api = createApiClient({ base, client, transport: createKyTransport() });
 */
import ky, { isNetworkError, isTimeoutError } from 'ky';
import type { Transport } from './transport';
import { NetworkError, TimeoutError } from './errors';

export interface KyTransportOptions {
  /** Retries after the first attempt; default 2. */
  retries?: number;
  fetch?: typeof fetch;
}

export function createKyTransport(options: KyTransportOptions = {}): Transport {
  const instance = ky.create({
    throwHttpErrors: false,
    retry: { limit: options.retries ?? 2, methods: ['get'] },
    credentials: 'omit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return async ({ url, headers, signal, timeoutMs }) => {
    try {
      return await instance.get(url, { headers, signal, timeout: timeoutMs });
    } catch (cause) {
      if (isTimeoutError(cause)) throw new TimeoutError(timeoutMs, { url, cause });
      if (isNetworkError(cause)) throw new NetworkError({ url, cause });
      throw cause;
    }
  };
}
