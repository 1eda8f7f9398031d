/**
 * The session store (spec 1 §4, §8): login status and method, the user, and the access token with its
 * expiry (`expires_in` − 5 s, core `isTokenValid`). Secured calls go through `secured()`: a valid token, or
 * ONE refresh shared by every caller that needs one at the same time; a 401 answer refreshes once and
 * retries once; a failed refresh clears the token and the basket, and a 401 logs out locally (core
 * `nextLoginState`). The user (only the user) is kept in a cookie, SameSite=None, Secure, valid for the
 * client's cookieValidityPeriodInDays (core `sessionCookieOptions`). Tokens stay in memory only.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { nextLoginState, INITIAL_LOGIN_STATE, type LoginState, type LoginEvent } from '../core/session/login-status';
import { isTokenValid, tokenExpiresAt } from '../core/session/token';
import {
  cookieValue,
  parseSessionUser,
  sessionCookieOptions,
  SESSION_COOKIE_NAME,
  type SessionCookieOptions,
} from '../core/session/session-cookie';
import { isHttpError } from '../api/errors';
import type { Credentials, SessionAnswer, SessionUser, UserService } from '../api/user-service';

export interface SessionState {
  login: LoginState;
  user: SessionUser | null;
  /** True for a signed-in (non-guest) user. */
  signedIn: boolean;
}

/** The access token, in this closure's memory only (never storage, a cookie, the URL or a log). */
interface Token {
  access_token: string;
  expiresAt: number;
}

/** Where the user cookie lives; in the browser `document.cookie` (see `documentCookies`). */
export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, options: SessionCookieOptions): void;
  remove(name: string): void;
}

export interface SessionStoreOptions {
  service: UserService;
  now(): number;
  cookies?: CookieJar | null;
  /** The client configuration (cookieValidityPeriodInDays, authClient). */
  clientConfig?: unknown;
  /** Called when the basket must be cleared (failed refresh, logout). */
  onClearBasket?(): void;
}

export type SignIn = { data: SessionState } | { error: unknown };

export interface SessionStore {
  readonly state: ReadonlySignal<SessionState>;
  /** Signs in with one of the user service's login calls and records the method. */
  signIn(
    method: 'tokenauth' | 'jwttoken' | 'giftcode' | 'oauth2' | null,
    login: (s: UserService) => Promise<SessionAnswer>,
  ): Promise<SignIn>;
  /** A valid access token, refreshing once if needed (shared by concurrent callers); null when none can be had. */
  token(): Promise<string | null>;
  /**
   * Signed in, after restoring a session a reload left behind (a member kept in the session cookie, no token in
   * memory) with one refresh by the server's HttpOnly cookie. The access guard calls it before it decides between
   * the member's check and a guest's: a guest login first would check the member's route as a visitor.
   */
  restore(): Promise<boolean>;
  /** Runs a secured call with credentials; a 401 refreshes once and retries once, then logs out locally. */
  secured<T>(call: (auth: Credentials) => Promise<T>): Promise<T>;
  /** A guest session for visitors' capability checks (spec 1 §7 /guest/{client}); not "signed in". */
  guestCredentials(): Promise<{ auth: Credentials; userId: string | number } | null>;
  /** Clears token, user and basket locally (spec 1 §4). */
  localLogout(): void;
  /**
   * POST /logout (after a reload the token is first restored by one refresh, so the server session really ends),
   * then local logout; resolves to the logoutUrl the answer carried, if any. `wantLogoutUrl: false` (front-channel
   * logout, which the identity provider started) does not ask for one.
   */
  logout(options?: { wantLogoutUrl?: boolean }): Promise<string | null>;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { service, now } = options;
  let token: Token | null = null;
  let guest: { token: Token; userId: string | number } | null = null;
  let refreshing: Promise<string | null> | null = null;
  let restoreTried = false;
  /** The restore under way (concurrent guards wait for the same one). */
  let restoring: Promise<boolean> | null = null;
  const initialUser = readUser(options.cookies);
  const state = signal<SessionState>({ login: INITIAL_LOGIN_STATE, user: initialUser, signedIn: false });

  function apply(event: LoginEvent, user?: SessionUser | null): void {
    const { state: login, effects } = nextLoginState(state.value.login, event);
    if (effects.clearToken) token = null;
    if (effects.clearBasket) options.onClearBasket?.();
    const nextUser = effects.clearUser ? null : user === undefined ? state.value.user : user;
    state.value = { login, user: nextUser, signedIn: login.status === 'success' && !!nextUser && !nextUser.guest };
    if (effects.clearUser) options.cookies?.remove(SESSION_COOKIE_NAME);
    else if (nextUser && user !== undefined)
      options.cookies?.write(
        SESSION_COOKIE_NAME,
        JSON.stringify(nextUser),
        sessionCookieOptions(options.clientConfig, now()),
      );
  }

  function keep(answer: SessionAnswer): Token {
    const expiresAt = tokenExpiresAt(answer, now()) ?? now();
    return { access_token: answer.access_token, expiresAt };
  }

  const valid = (t: Token | null): t is Token =>
    !!t && isTokenValid({ access_token: t.access_token, expires_at: t.expiresAt }, now());

  function refresh(): Promise<string | null> {
    if (refreshing) return refreshing;
    apply({ type: 'refresh' });
    refreshing = oneTabAtATime(() => service.refresh())
      .then(
        (answer) => {
          token = keep(answer);
          apply({ type: 'success' }, answer.user ?? state.value.user);
          return token.access_token;
        },
        (error: unknown) => {
          // No answer (offline, a timeout): the kept user may try again later; an answer (401) was final.
          if (!isHttpError(error)) restoreTried = false;
          apply({ type: 'failure', status: isHttpError(error) ? error.status : undefined });
          return null;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  const credentials = (access: string): Credentials => ({
    token: access,
    deviceId: state.value.user?.device_id ?? null,
  });

  const store: SessionStore = {
    state,
    async signIn(method, login) {
      apply({ type: 'request' });
      try {
        const answer = await login(service);
        token = keep(answer);
        apply({ type: 'success', method }, answer.user ?? null);
        return { data: state.value };
      } catch (error) {
        apply({ type: 'failure', status: isHttpError(error) ? error.status : undefined });
        return { error };
      }
    },
    async token() {
      if (valid(token)) return token.access_token;
      // A user kept in the cookie but no token (a reload): one refresh by the server's HttpOnly cookie restores it.
      const restoring = !token && !!state.value.user && !restoreTried;
      if (!token && state.value.login.status !== 'success' && !restoring) return null;
      restoreTried = true;
      return refresh();
    },
    restore() {
      const { signedIn, user } = state.value;
      if (signedIn) return Promise.resolve(true);
      if (restoring) return restoring;
      if (!user || user.guest || restoreTried) return Promise.resolve(false);
      restoring = store
        .token()
        .then(() => state.value.signedIn)
        .finally(() => {
          restoring = null;
        });
      return restoring;
    },
    async secured(call) {
      const first = await store.token();
      if (!first) throw new Error('Not signed in');
      try {
        return await call(credentials(first));
      } catch (error) {
        if (!isHttpError(error) || error.status !== 401) throw error;
        const again = await refresh();
        if (!again) {
          store.localLogout();
          throw error;
        }
        try {
          return await call(credentials(again));
        } catch (second) {
          if (isHttpError(second) && second.status === 401) store.localLogout();
          throw second;
        }
      }
    },
    async guestCredentials() {
      if (guest && valid(guest.token)) return { auth: { token: guest.token.access_token }, userId: guest.userId };
      const authClient = (options.clientConfig as { authClient?: string } | null)?.authClient;
      const answer = await service.guest(authClient);
      if (!answer.user) return null;
      guest = { token: keep(answer), userId: answer.user.id };
      return { auth: { token: guest.token.access_token }, userId: guest.userId };
    },
    localLogout() {
      apply({ type: 'logout' });
    },
    async logout(options) {
      const access = await store.token().catch(() => null);
      let url: string | null = null;
      if (access) {
        try {
          url = (await service.logout(credentials(access), options?.wantLogoutUrl !== false)).logoutUrl ?? null;
        } catch (error) {
          console.warn(
            '[CongressPortal] logout call failed; signed out locally',
            isHttpError(error) ? error.status : error,
          );
        }
      }
      store.localLogout();
      return url;
    },
  };
  return store;
}

function readUser(cookies: CookieJar | null | undefined): SessionUser | null {
  const user = parseSessionUser(cookies?.read(SESSION_COOKIE_NAME));
  return user && 'id' in user ? (user as unknown as SessionUser) : null;
}

/** `document.cookie` as a CookieJar (SameSite=None; Secure; Path=/; Expires). */
export function documentCookies(doc: Document): CookieJar {
  return {
    read: (name) => cookieValue(doc.cookie, name),
    write(name, value, o) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Expires=${new Date(o.expires).toUTCString()}; Path=${o.path}; SameSite=${o.sameSite}${o.secure ? '; Secure' : ''}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=None; Secure`;
    },
  };
}

/**
 * Refreshes one tab at a time (Web Locks, where the browser has them): the server rotates the refresh cookie, so of
 * two tabs of the site refreshing at once (the portal and a host page's widget after a reload) one would present
 * the spent cookie, get a 401 and sign the user out everywhere. Waiting for the lock, the second sends the new one.
 */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('congress-portal:refresh', run) : run();
}
