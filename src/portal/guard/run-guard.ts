/**
 * The access guard of every guarded route (spec 1 §4, §5; issue 10 item 3), calling the core rules:
 * `accessPlan` (PROMO open; sign in by query token, then jwtoken, then the capability check, skippable once),
 * `routeGuardOutcome` (Login with redirect, no-access, logout and Home, Logout, ErrorPage, PageNotFound) and
 * `portalRedirectPath` (every redirect value stays inside the portal). Visitors are checked with a guest
 * session (POST /guest/{client}); a route that requires sign-in answers 403 for them without a call.
 */
import { accessPlan } from '../../core/session/access-order';
import { routeGuardOutcome, type GuardOutcome } from '../../core/session/guard-outcome';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import { stripSignInTokens } from '../../core/session/sign-in-query';
import { HttpError, isHttpError } from '../../api/errors';
import type { UserService } from '../../api/user-service';
import type { SessionStore } from '../../state/session';
import type { RouteMatch } from '../router/resolve';
import { queryObject } from '../router/query';

export interface GuardInput {
  match: Pick<RouteMatch, 'name' | 'params' | 'path' | 'auth'>;
  /** '' or '?…' of the current location. */
  search: string;
  /** The resource's PROMO flag when the route shows one resource (open without checks); else `deps.promoOf` asks. */
  promo?: unknown;
  skipCapabilityCheckOnce?: boolean;
}

export interface GuardResult {
  outcome: GuardOutcome;
  /** The query without `token`/`jwtoken` once a sign-in by query ran (the URL must be replaced), else null. */
  strippedSearch: string | null;
}

export interface GuardDeps {
  session: SessionStore;
  users: UserService;
  /** Aborted when the portal unmounts: a check that fails after that is nobody's business (no warning). */
  signal?: AbortSignal;
  /** The PROMO value of the resource the route shows (./promo.ts), looked up before any check; undefined: none. */
  promoOf?(match: GuardInput['match']): Promise<unknown>;
}

const statusOf = (error: unknown): number => (isHttpError(error) ? error.status : 0);

export async function runGuard(input: GuardInput, deps: GuardDeps): Promise<GuardResult> {
  const { match, search } = input;
  if (match.auth === 'none' || match.auth === 'widget') return { outcome: { kind: 'allow' }, strippedSearch: null };
  const query = queryObject(search);
  // A link that carries a sign-in token is signed in as usual (PROMO would open it without the sign-in, and the
  // visitor would stay a guest on the next page): the PROMO lookup is for links without one.
  const signInLink = !!(query.token || query.jwtoken);
  const promo = input.promo !== undefined ? input.promo : signInLink ? undefined : await deps.promoOf?.(match);
  const plan = accessPlan({
    promo,
    token: query.token,
    jwtoken: query.jwtoken,
    skipCapabilityCheckOnce: input.skipCapabilityCheckOnce,
  });
  let strippedSearch: string | null = null;
  const cleanSearch = stripSignInTokens(search.startsWith('?') ? search : `?${search}`).replace(/^\?$/, '');
  const target = portalRedirectPath(`${match.path}${cleanSearch}`) ?? '/';
  const finish = (status: number): GuardResult => {
    const outcome = routeGuardOutcome(status, deps.session.state.value.signedIn, target);
    return { outcome, strippedSearch };
  };
  if (plan.open) return { outcome: { kind: 'allow' }, strippedSearch: null };

  for (const step of plan.steps) {
    if (step === 'tokenlogin' || step === 'jwtlogin') {
      const token = step === 'tokenlogin' ? query.token : query.jwtoken;
      const result = await deps.session.signIn(step === 'tokenlogin' ? 'tokenauth' : 'jwttoken', (s) =>
        step === 'tokenlogin' ? s.tokenLogin(token) : s.jwtLogin(token),
      );
      strippedSearch = cleanSearch;
      if ('error' in result) return finish(statusOf(result.error) || 401);
      continue;
    }
    const routedata = {
      name: match.name,
      params: match.params,
      query: queryObject(cleanSearch),
      path: match.path,
      meta: {},
    };
    try {
      const { session, users } = deps;
      // A reload keeps the member in the session cookie but not the token: restore first (spec 1 §4).
      const signedIn = await session.restore();
      const user = session.state.value.user;
      let status: number;
      if (signedIn && user) {
        // A 401 answer goes through the session layer (one shared refresh, one retry, then local logout).
        status = await session.secured(async (auth) => {
          const answer = await users.capabilities(auth, user.id, routedata);
          if (answer === 401) throw new HttpError(401, { url: `user/${user.id}/capabilities` });
          return answer;
        });
      } else if (match.auth === 'required') {
        status = 403;
      } else {
        const guest = await session.guestCredentials();
        status = guest ? await users.capabilities(guest.auth, guest.userId, routedata) : 403;
      }
      return finish(status);
    } catch (error) {
      if (!deps.signal?.aborted)
        console.warn(
          `[CongressPortal] the access check for ${match.name} failed`,
          statusOf(error) || (error as Error)?.name,
        );
      return finish(statusOf(error));
    }
  }
  return { outcome: { kind: 'allow' }, strippedSearch };
}
