import { describe, expect, it } from 'vitest';
import {
  ApiError,
  HttpError,
  isApiError,
  isHttpError,
  isMalformedResponseError,
  isNetworkError,
  isTimeoutError,
  MalformedResponseError,
  NetworkError,
  TimeoutError,
} from '../../../src/api/errors';

describe('typed API error family (ky-style): literal names and name-checking guards', () => {
  const url = 'http://api/x';
  it.each([
    ['HttpError', new HttpError(500, { url }), isHttpError],
    ['TimeoutError', new TimeoutError(10_000, { url }), isTimeoutError],
    ['NetworkError', new NetworkError({ url }), isNetworkError],
    ['MalformedResponseError', new MalformedResponseError('x', { url }), isMalformedResponseError],
  ])('%s has its literal name, is an ApiError and matches only its own guard', (name, error, guard) => {
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(guard(error)).toBe(true);
    for (const other of [isHttpError, isTimeoutError, isNetworkError, isMalformedResponseError]) {
      if (other !== guard) expect(other(error)).toBe(false);
    }
  });

  it('guards work across realms (plain objects with the name, e.g. from another frame)', () => {
    expect(isHttpError({ name: 'HttpError', status: 404 })).toBe(true);
    expect(isApiError({ name: 'TimeoutError' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('HttpError keeps status, code and message of the docs/api.md error body', () => {
    const error = new HttpError(404, {
      url,
      body: { error: { status: 404, code: 'widget_settings_not_found', message: 'no widget settings found' } },
    });
    expect(error.status).toBe(404);
    expect(error.code).toBe('widget_settings_not_found');
    expect(error.message).toBe('no widget settings found');
  });
});
