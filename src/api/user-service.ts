/**
 * The user service (spec 1 §7, docs/api.md "User service") on ky: every call sends credentials (the
 * reference server's refresh cookie) and times out after 10 s; secured calls carry the bearer token and,
 * when known, the device id. No retries: sign-in and refresh are not idempotent. Answers are plain data;
 * failures are the typed errors of src/api/errors.ts (HttpError with status and code, TimeoutError,
 * NetworkError). Tokens are never logged and never put in a URL.
 *
 * @example
 * const users = createUserService({ base: 'http://localhost:8080/api', client: 'demo' });
 * const session = await users.tokenLogin('demo-member-token');
 */
import ky, { isHTTPError, isTimeoutError } from 'ky';
import { HTTP_TIMEOUT_MS } from '../core/load-timeouts';
import type { ApiErrorBody } from '../core/types';
import { HttpError, NetworkError, TimeoutError } from './errors';

export interface SessionUser {
  id: string | number;
  name?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  device_id?: string;
  uuid?: string;
  guest?: boolean;
  membership?: string;
  [key: string]: unknown;
}

/** A login or refresh answer (docs/api.md Session). */
export interface SessionAnswer {
  access_token: string;
  token_type?: string;
  expires_in: number;
  expires_at?: number;
  refresh_token?: string;
  method?: string;
  user?: SessionUser;
}

/** A list's like counts by id and, when a user was named, the ids that user likes. */
export interface LikeCounts {
  counts: Record<string, unknown>;
  liked: string[] | null;
}

/** What secured calls need: the bearer token and, optionally, the device id. */
export interface Credentials {
  token: string;
  deviceId?: string | null;
}

export interface UserServiceOptions {
  /** API base without trailing slash. */
  base: string;
  client: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RouteData {
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
  path: string;
  meta?: Record<string, unknown>;
}

export interface UserService {
  tokenLogin(token: string): Promise<SessionAnswer>;
  jwtLogin(token: string): Promise<SessionAnswer>;
  giftCodeLogin(giftcode: string): Promise<SessionAnswer>;
  esocietyUsername(username: string, password: string): Promise<SessionAnswer>;
  esocietyLastname(lastname: string, personalId: string): Promise<SessionAnswer>;
  oauth2Token(provider: string, code: string): Promise<SessionAnswer>;
  guest(authClient: string | undefined): Promise<SessionAnswer>;
  /**
   * POST /login/refresh by the server's HttpOnly `cp_refresh` cookie only: the SDK never holds a refresh token
   * (a `refresh_token` in an answer is ignored), so no script on the host page can read one.
   */
  refresh(): Promise<SessionAnswer>;
  /** POST /logout; `wantLogoutUrl` (default true) asks for the identity provider's front-channel logout URL. */
  logout(auth: Credentials, wantLogoutUrl?: boolean): Promise<{ logoutUrl?: string }>;
  user(auth: Credentials): Promise<SessionUser>;
  /** POST /user/{id}/capabilities: the answer's HTTP status (spec 1 §5 judges it), never throws on a status. */
  capabilities(auth: Credentials, userId: string | number, routedata: RouteData): Promise<number>;
  /** GET /basket: the signed-in user's saved items (spec 1 §7). */
  basket(auth: Credentials): Promise<{ items: unknown[] }>;
  /** POST /basket/events?return_basket=1: ADD_ITEM / REMOVE_ITEM events; answers the basket after them. */
  basketEvents(auth: Credentials, events: readonly unknown[]): Promise<{ items: unknown[] }>;
  /** POST (like) or DELETE (unlike) /{client}/{type}/{id}/like?user_id= (spec 2 §7); answers alreadyLiked and the count. */
  like(
    auth: Credentials,
    type: string,
    id: string,
    userId: string | number,
    liked: boolean,
  ): Promise<{ alreadyLiked?: unknown; likes?: unknown }>;
  /** GET /{client}/{type}/{id}/like/{user}: whether this user likes one item, and its count (a detail page). */
  alreadyLiked(type: string, id: string, userId: string | number): Promise<{ alreadyLiked?: unknown; likes?: unknown }>;
  /**
   * GET /{client}/{type}/like?resourceIds=1,2,3[&user_id=]: the like counts of a whole list in one request; with a
   * user, `liked` lists the ids that user likes (`meta.liked`, docs/api.md "Likes"), null where the server omits it.
   */
  likeCounts(type: string, ids: readonly string[], userId?: string | number | null): Promise<LikeCounts>;
}

export function createUserService(options: UserServiceOptions): UserService {
  const http = ky.create({
    prefix: options.base.replace(/\/+$/, ''),
    credentials: 'include',
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const client = encodeURIComponent(options.client);
  const headersOf = (auth?: Credentials): Record<string, string> => {
    const h: Record<string, string> = {};
    if (auth?.token) h.Authorization = `Bearer ${auth.token}`;
    if (auth?.deviceId) h['X-Device-Id'] = auth.deviceId;
    return h;
  };

  async function call<T>(
    method: 'get' | 'post' | 'delete',
    path: string,
    body?: unknown,
    auth?: Credentials,
  ): Promise<T> {
    const url = `${options.base.replace(/\/+$/, '')}/${path}`;
    try {
      return await http(path, {
        method,
        headers: headersOf(auth),
        ...(body === undefined ? {} : { json: body }),
      }).json<T>();
    } catch (cause) {
      if (isHTTPError(cause)) {
        const data = (cause as { data?: unknown }).data ?? (await cause.response.json().catch(() => undefined));
        const errorBody = data && typeof data === 'object' && 'error' in data ? (data as ApiErrorBody) : undefined;
        throw new HttpError(cause.response.status, { url, cause, body: errorBody });
      }
      if (isTimeoutError(cause)) throw new TimeoutError(options.timeoutMs ?? HTTP_TIMEOUT_MS, { url, cause });
      throw new NetworkError({ url, cause });
    }
  }
  const login = (kind: string, body: unknown) => call<SessionAnswer>('post', `login/${client}/${kind}`, body);

  return {
    tokenLogin: (token) => login('tokenlogin', { token }),
    jwtLogin: (token) => login('jwtlogin', { token }),
    giftCodeLogin: (giftcode) => login('publicgiftcode', { giftcode }),
    esocietyUsername: (username, password) => login('esociety-username', { username, password }),
    esocietyLastname: (lastname, personalId) => login('esociety-lastname', { lastname, personal_id: personalId }),
    oauth2Token: (provider, code) =>
      login(`ext-oauth2-authcode/${encodeURIComponent(provider)}/token`, { code, provider }),
    guest: (authClient) => call<SessionAnswer>('post', `guest/${client}`, authClient ? { authClient } : {}),
    refresh: () => call<SessionAnswer>('post', 'login/refresh', {}),
    logout: (auth, wantLogoutUrl = true) =>
      call<{ logoutUrl?: string }>('post', 'logout', { logoutUrl: wantLogoutUrl }, auth),
    user: async (auth) => (await call<{ data: SessionUser }>('get', 'user', undefined, auth)).data,
    async capabilities(auth, userId, routedata) {
      try {
        await call('post', `user/${encodeURIComponent(String(userId))}/capabilities`, { routedata }, auth);
        return 200;
      } catch (error) {
        if (error instanceof HttpError) return error.status;
        throw error;
      }
    },
    basket: async (auth) => (await call<{ data: { items: unknown[] } }>('get', 'basket', undefined, auth)).data,
    basketEvents: async (auth, events) =>
      (await call<{ data: { items: unknown[] } }>('post', 'basket/events?return_basket=1', { events }, auth)).data,
    like: async (auth, type, id, userId, liked) =>
      (
        await call<{ data: { alreadyLiked?: unknown; likes?: unknown } }>(
          liked ? 'post' : 'delete',
          `${client}/${encodeURIComponent(type)}/${encodeURIComponent(id)}/like?user_id=${encodeURIComponent(String(userId))}`,
          undefined,
          auth,
        )
      ).data,
    alreadyLiked: async (type, id, userId) =>
      (
        await call<{ data: { alreadyLiked?: unknown; likes?: unknown } }>(
          'get',
          `${client}/${encodeURIComponent(type)}/${encodeURIComponent(id)}/like/${encodeURIComponent(String(userId))}`,
        )
      ).data,
    async likeCounts(type, ids, userId) {
      const user = userId === undefined || userId === null ? '' : `&user_id=${encodeURIComponent(String(userId))}`;
      const answer = await call<{ data: Record<string, unknown>; meta?: { liked?: unknown } }>(
        'get',
        `${client}/${encodeURIComponent(type)}/like?resourceIds=${ids.map(encodeURIComponent).join(',')}${user}`,
      );
      const liked = Array.isArray(answer.meta?.liked) ? answer.meta.liked.map(String) : null;
      return { counts: answer.data, liked };
    },
  };
}
