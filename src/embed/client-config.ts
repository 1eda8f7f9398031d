/**
 * Client configuration per client, once per runtime. The loader already started the request for its
 * client (RuntimeInit.clientConfig); when that gave null, or a mount names another client, we ask
 * GET {client}/configuration ourselves — which also tells an unknown client (404) from an unreachable API.
 */
import type { ClientConfig } from '../core/types';
import { isHttpError } from '../api/errors';
import type { ApiClient } from '../api/types';

export type FailureKey = 'error.unknownClient' | 'error.apiUnreachable';
export interface ConfigResult { config: ClientConfig | null; failure?: FailureKey }

export function failureKeyOf(error: unknown): FailureKey {
  return isHttpError(error) && error.status === 404 ? 'error.unknownClient' : 'error.apiUnreachable';
}

async function fetchConfig(api: ApiClient): Promise<ConfigResult> {
  try {
    const answer = await api.get<{ data?: ClientConfig }>(`${encodeURIComponent(api.client)}/configuration`);
    return answer?.data && typeof answer.data === 'object' ? { config: answer.data } : { config: null, failure: 'error.apiUnreachable' };
  } catch (error) {
    return { config: null, failure: failureKeyOf(error) };
  }
}

export function createConfigSource(initClient: string, initConfig: Promise<ClientConfig | null>) {
  let initUsed = false;
  const cache = new Map<string, Promise<ConfigResult>>();
  return (api: ApiClient): Promise<ConfigResult> => {
    let pending = cache.get(api.client);
    if (!pending) {
      const useInit = api.client === initClient && !initUsed;
      initUsed ||= useInit;
      pending = useInit
        ? initConfig.catch(() => null).then((config) => (config ? { config } : fetchConfig(api)))
        : fetchConfig(api);
      cache.set(api.client, pending);
      // A failure is not kept: the next mount (or a retry) asks again.
      const settled = pending;
      void settled.then((result) => { if (result.failure && cache.get(api.client) === settled) cache.delete(api.client); });
    }
    return pending;
  };
}
