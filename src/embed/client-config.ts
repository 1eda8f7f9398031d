/**
 * Client configuration per client, once per runtime. The loader already started the request for its
 * client (RuntimeInit.clientConfig); when that failed (other than by timeout), or a mount names another
 * client, we ask GET {client}/configuration ourselves — which also tells an unknown client (404
 * `client_not_found`) from an unreachable API, and both from an address that is not the API at all (issue 8:
 * `data-api` set to the site root answers 404 HTML pages, or HTML instead of JSON).
 *
 * A failure is reported once here, in one console warning that names the URL that answered and what was
 * expected; mounts then only show their translated error state.
 */
import type { ClientConfig } from '../core/types';
import { isHttpError, isMalformedResponseError, MalformedResponseError } from '../api/errors';
import type { ApiClient } from '../api/types';
import { LOG_PREFIX } from './describe-element';
import { refusedWildcards } from '../core/host-messages/wildcards';
import { loadSetupProblems, warnSetup } from './setup-chunk';

export type FailureKey = 'error.unknownClient' | 'error.apiUnreachable' | 'error.notTheApi';
export interface ConfigResult {
  config: ClientConfig | null;
  failure?: FailureKey;
}

/** The API's own "unknown client" answer (docs/api.md error codes). */
const CLIENT_NOT_FOUND = 'client_not_found';

/**
 * Which failure an error of a client-level request means. A 4xx without the API's JSON error body, a 404
 * other than `client_not_found`, or a 2xx that is not JSON came from something that is not the API; 5xx,
 * timeouts and network errors mean the API is unreachable right now.
 */
export function failureKeyOf(error: unknown): FailureKey {
  if (isHttpError(error)) {
    if (error.status === 404 && error.code === CLIENT_NOT_FOUND) return 'error.unknownClient';
    if (error.status >= 400 && error.status < 500 && (error.status === 404 || !error.code)) return 'error.notTheApi';
    return 'error.apiUnreachable';
  }
  return isMalformedResponseError(error) ? 'error.notTheApi' : 'error.apiUnreachable';
}

/**
 * The console line for a failure (./config-failure.ts), in the set-up problems' chunk: loaded when a configuration
 * failed (its error state's text is there too), so a page whose configuration arrives does not carry the wording.
 */
async function warnConfigFailure(api: ApiClient, failure: FailureKey, error: unknown): Promise<void> {
  try {
    console.warn((await loadSetupProblems()).describeConfigFailure(api, failure, error));
  } catch {
    console.warn(`${LOG_PREFIX} the API configuration of "${api.client}" could not be loaded.`);
  }
}

async function fetchConfig(api: ApiClient): Promise<ConfigResult> {
  try {
    const answer = await api.get<{ data?: ClientConfig }>(`${encodeURIComponent(api.client)}/configuration`);
    if (answer?.data && typeof answer.data === 'object') return { config: answer.data };
    throw new MalformedResponseError('no "data"', { url: `${api.base}/${api.client}/configuration` });
  } catch (error) {
    const failure = failureKeyOf(error);
    await warnConfigFailure(api, failure, error);
    return { config: null, failure };
  }
}

/** A loader request that timed out is not repeated: the API is silent, and asking again costs another 10 s. */
export const isTimeout = (error: unknown) =>
  ['TimeoutError', 'AbortError'].includes(String((error as { name?: unknown } | null)?.name));

/** The client configuration's allowedOrigins: `*` and host wildcards are refused (host-bus drops them), said once. */
function warnAboutWildcards(api: ApiClient, config: ClientConfig | null): void {
  const wildcards = refusedWildcards(config?.allowedOrigins);
  if (wildcards.length)
    void warnSetup({ kind: 'wildcards', source: `client "${api.client}": allowedOrigins`, wildcards });
}

export function createConfigSource(initClient: string, initConfig: Promise<ClientConfig | null>) {
  let initUsed = false;
  const cache = new Map<string, Promise<ConfigResult>>();
  const unreachable = async (api: ApiClient, error: unknown): Promise<ConfigResult> => {
    await warnConfigFailure(api, 'error.apiUnreachable', error);
    return { config: null, failure: 'error.apiUnreachable' };
  };
  return (api: ApiClient): Promise<ConfigResult> => {
    let pending = cache.get(api.client);
    if (!pending) {
      const useInit = api.client === initClient && !initUsed;
      initUsed ||= useInit;
      pending = useInit
        ? initConfig.then(
            (config) => (config ? { config } : fetchConfig(api)),
            (error: unknown) => (isTimeout(error) ? unreachable(api, error) : fetchConfig(api)),
          )
        : fetchConfig(api);
      pending = pending.then((result) => {
        warnAboutWildcards(api, result.config);
        return result;
      });
      cache.set(api.client, pending);
      // A failure is not kept: the next mount (or a retry) asks again.
      const settled = pending;
      void settled.then((result) => {
        if (result.failure && cache.get(api.client) === settled) cache.delete(api.client);
      });
    }
    return pending;
  };
}
