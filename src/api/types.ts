/**
 * The typed HTTP access every widget and the runtime use (docs/api.md). Implemented by `createApiClient`
 * (./client.ts); widgets receive one through their WidgetContext.
 */
import type { ListResponse } from '../core/types';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as If-Modified-Since; a 304 answer resolves to `NOT_MODIFIED`. */
  ifModifiedSince?: string;
  /** Called with the answer's Last-Modified header (null when absent) on a 2xx answer: the next If-Modified-Since. */
  onLastModified?(value: string | null): void;
}

/** What a conditional request resolves to when the server answers 304 Not Modified. */
export const NOT_MODIFIED = Symbol('not-modified');

/** Typed HTTP access to the backend (docs/api.md). */
export interface ApiClient {
  readonly base: string;
  readonly client: string;
  /** GET `{base}/{path}` as JSON. Rejects with a typed ApiError (src/api/errors.ts). */
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  /** GET `{client}/wcm/{resource}.json`. */
  list<T>(
    resource: 'congressresources' | 'timelineitems' | 'speakers' | 'events' | 'channels' | 'collections',
    query?: Query,
    options?: RequestOptions,
  ): Promise<ListResponse<T>>;
}
