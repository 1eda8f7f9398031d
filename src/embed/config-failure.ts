/**
 * The wording of a client configuration failure (./client-config.ts), part of the set-up problems' chunk
 * (./setup-problems.ts), which only a page set up wrongly, or whose configuration failed, loads.
 */
import { isHttpError, isMalformedResponseError, isTimeoutError } from '../api/errors';
import type { ApiClient } from '../api/types';
import { type FailureKey, isTimeout } from './client-config';
import { LOG_PREFIX } from './describe-element';

/** One console line a webmaster can act on: what was asked, what answered, what was expected. */
export function describeConfigFailure(api: ApiClient, failure: FailureKey, error: unknown): string {
  const url = `GET ${(error as { url?: string } | null)?.url || `${api.base}/${api.client}/configuration`}`;
  const came = isHttpError(error)
    ? `answered ${error.status}${error.code ? ` (${error.code})` : ''}`
    : isTimeoutError(error) || isTimeout(error)
      ? 'did not answer in time'
      : isMalformedResponseError(error)
        ? 'answered with a body that is not JSON'
        : 'could not be reached';
  if (failure === 'error.unknownClient')
    return `${LOG_PREFIX} the API does not know the client "${api.client}": ${url} ${came}. Check data-client.`;
  if (failure === 'error.apiUnreachable') return `${LOG_PREFIX} the API ${came}: ${url}.`;
  const body = isHttpError(error) && !error.code ? " with a body that is not the API's JSON error" : '';
  return (
    `${LOG_PREFIX} data-api "${api.base}" does not point at the Congress Portal API: ${url} ${came}${body}; ` +
    'expected the API\'s JSON { "data": { …client configuration } }.'
  );
}
