/**
 * `createApiClient` implements the runtime ↔ widget `ApiClient` (src/api/types.ts) over a transport
 * (src/api/transport.ts). Paths are relative to the API base (docs/api.md); `list()` adds the client prefix.
 *
 * @example
 * const api = createApiClient({ base: 'http://localhost:8080/api', client: 'demo' });
 * const { data } = await api.list<CongressEvent>('events', { filter: buildFilter({ project: 'esc2026' }) });
 */
import { HTTP_TIMEOUT_MS } from '../core/load-timeouts';
import type { ApiErrorBody, ListResponse } from '../core/types';
import { NOT_MODIFIED, type ApiClient, type Query, type RequestOptions } from './types';
import { HttpError, MalformedResponseError } from './errors';
import { createFetchTransport, type Transport } from './transport';

export interface ApiClientOptions {
  /** API base without trailing slash, e.g. `http://localhost:8080/api`. */
  base: string;
  client: string;
  /** Default: native fetch (src/api/transport.ts); `createKyTransport()` adds retries. */
  transport?: Transport;
  /** Default 10 s (spec 1 §9). */
  timeoutMs?: number;
  /** Query added to every call, e.g. `{ fakenow }` (docs/api.md: every content and live endpoint takes it). */
  defaultQuery?: Query;
}

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function readJson(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new MalformedResponseError('body is not JSON', { url, cause });
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'object';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = options.transport ?? createFetchTransport();
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const base = options.base.replace(/\/+$/, '');

  async function get<T>(path: string, query?: Query, requestOptions: RequestOptions = {}): Promise<T> {
    const url = buildUrl(base, path, { ...options.defaultQuery, ...query });
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (requestOptions.ifModifiedSince) headers['If-Modified-Since'] = requestOptions.ifModifiedSince;
    const response = await transport({ url, headers, signal: requestOptions.signal, timeoutMs });
    if (response.status === 304) return NOT_MODIFIED as T;
    if (!response.ok) {
      const body = await readJson(response, url).catch(() => undefined);
      throw new HttpError(response.status, { url, body: isErrorBody(body) ? body : undefined });
    }
    requestOptions.onLastModified?.(response.headers?.get?.('last-modified') ?? null);
    return (await readJson(response, url)) as T;
  }

  async function list<T>(
    resource: Parameters<ApiClient['list']>[0],
    query?: Query,
    requestOptions?: RequestOptions,
  ): Promise<ListResponse<T>> {
    const answer = await get<ListResponse<T> | typeof NOT_MODIFIED>(
      `${encodeURIComponent(options.client)}/wcm/${resource}.json`,
      query,
      requestOptions,
    );
    if (answer === NOT_MODIFIED) return answer as unknown as ListResponse<T>;
    if (typeof answer !== 'object' || answer === null || !Array.isArray((answer as ListResponse<T>).data)) {
      throw new MalformedResponseError('expected { data: [], meta }', { url: buildUrl(base, resource, query) });
    }
    return answer;
  }

  return { base, client: options.client, get, list };
}
