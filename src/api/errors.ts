/**
 * The typed error family of every API call (modelled on ky's `source/errors/`): one base class, subclasses
 * with a literal `name`. The type guards check `name`, not `instanceof`, so they also work for errors that
 * crossed a realm (another frame, another copy of the SDK).
 */
import type { ApiErrorBody } from '../core/types';

export interface ApiErrorInit {
  url: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override name: 'ApiError' | 'HttpError' | 'TimeoutError' | 'NetworkError' | 'MalformedResponseError' = 'ApiError';
  readonly url: string;
  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.url = init.url;
  }
}

/** A non-2xx answer. `code` and `body` come from the error body of docs/api.md when the server sent one. */
export class HttpError extends ApiError {
  override name = 'HttpError' as const;
  readonly status: number;
  readonly code: string | undefined;
  readonly body: ApiErrorBody | undefined;
  constructor(status: number, init: ApiErrorInit & { body?: ApiErrorBody }) {
    super(init.body?.error?.message || `Request failed with status ${status}: GET ${init.url}`, init);
    this.status = status;
    this.body = init.body;
    this.code = init.body?.error?.code;
  }
}

/** No answer within the HTTP timeout (10 s, spec 1 §9). */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError' as const;
  constructor(timeoutMs: number, init: ApiErrorInit) {
    super(`Request timed out after ${timeoutMs} ms: GET ${init.url}`, init);
  }
}

/** The request never got an answer (offline, DNS, CORS, connection refused). */
export class NetworkError extends ApiError {
  override name = 'NetworkError' as const;
  constructor(init: ApiErrorInit) {
    super(`Network error: GET ${init.url}`, init);
  }
}

/** A 2xx answer whose body is not the JSON we expected. */
export class MalformedResponseError extends ApiError {
  override name = 'MalformedResponseError' as const;
  constructor(detail: string, init: ApiErrorInit) {
    super(`Malformed response (${detail}): GET ${init.url}`, init);
  }
}

const API_ERROR_NAMES = new Set(['ApiError', 'HttpError', 'TimeoutError', 'NetworkError', 'MalformedResponseError']);

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && API_ERROR_NAMES.has(String((error as { name?: unknown }).name));
export const isHttpError = (error: unknown): error is HttpError => hasName(error, 'HttpError');
export const isTimeoutError = (error: unknown): error is TimeoutError => hasName(error, 'TimeoutError');
export const isNetworkError = (error: unknown): error is NetworkError => hasName(error, 'NetworkError');
export const isMalformedResponseError = (error: unknown): error is MalformedResponseError =>
  hasName(error, 'MalformedResponseError');
