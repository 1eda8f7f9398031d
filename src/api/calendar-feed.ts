/**
 * The calendar feed endpoints (docs/api.md "Calendar feeds") over plain fetch: where the public programme feed is,
 * and the signed-in user's private feed (read, create or change the reminder, regenerate, revoke). Failures are the
 * typed errors of ./errors.
 */
import { HTTP_TIMEOUT_MS } from '../core/load-timeouts';
import type { ApiErrorBody } from '../core/types';
import { HttpError, NetworkError } from './errors';

export interface FeedUrls {
  url: string;
  webcal: string;
}

export interface PrivateFeed extends FeedUrls {
  project: string;
  alarm: number;
  link: string;
}

export interface FeedState {
  feed: PrivateFeed | null;
  programme: FeedUrls;
  alarms: number[];
}

export interface CalendarFeedApi {
  programme(): Promise<Pick<FeedState, 'programme' | 'alarms'>>;
  own(token: string): Promise<FeedState>;
  save(token: string, change: { alarm?: number; link?: string }): Promise<FeedState>;
  regenerate(token: string): Promise<FeedState>;
  revoke(token: string): Promise<FeedState>;
}

/** `link`: the session link pattern with `{slug}` (the page the dialog opened on), or ''. */
export function calendarFeedApi(base: string, client: string, project: string, link: string): CalendarFeedApi {
  const root = base.replace(/\/+$/, '');
  const p = encodeURIComponent(project);
  const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
    const url = `${root}/${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new NetworkError({ url, cause });
    }
    const answer = (await response.json().catch(() => null)) as ({ data?: T } & ApiErrorBody) | null;
    if (!response.ok || !answer?.data) throw new HttpError(response.status, { url, body: answer ?? undefined });
    return answer.data;
  };
  const query = link ? `?link=${encodeURIComponent(link)}` : '';
  return {
    programme: () => call('GET', `calendar/${encodeURIComponent(client)}/${p}${query}`),
    own: (token) => call('GET', `calendar-feed/${p}`, token),
    save: (token, change) => call('POST', `calendar-feed/${p}`, token, change),
    regenerate: (token) => call('POST', `calendar-feed/${p}/regenerate`, token, {}),
    revoke: (token) => call('DELETE', `calendar-feed/${p}`, token),
  };
}

/**
 * An access token for a widget on a host page, which keeps none: one refresh by the server's HttpOnly cookie (the
 * portal's sign-in set it on this site); null when there is no session.
 */
export async function refreshedToken(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base.replace(/\/+$/, '')}/login/refresh`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { access_token?: unknown };
    return typeof answer.access_token === 'string' ? answer.access_token : null;
  } catch {
    return null;
  }
}
