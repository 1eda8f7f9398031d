/**
 * Runs the access guard for every route the router shows (spec 1 §4): 'checking' until the outcome is
 * known, then 'allowed', or a replacing navigation to Login (with redirect), NoAccess (with redirect),
 * Home after a local logout, Logout, PageNotFound or ErrorPage. Sign-in tokens are stripped from the URL
 * once the sign-in by query ran. Routes without auth are allowed at once (no flash of a spinner).
 */
import { useEffect, useState } from 'react';
import type { PortalContext } from '../../contract/portal';
import { portalSession } from '../session';
import { stripSignInTokens } from '../../core/session/sign-in-query';
import type { Router } from '../router/context';
import { runGuard } from './run-guard';
import { promoOfRoute } from './promo';

export type Access = 'checking' | 'allowed';

export function useAccess(context: PortalContext, router: Router): Access {
  const { match, location, history } = router;
  const { users, session } = portalSession(context);
  const open = match.auth === 'none' || match.auth === 'widget';
  const page = `${match.name}|${match.path}`;
  const key = `${page}|${stripSignInTokens(location.search || '')}`;
  // The page (route name and path) last allowed; the check itself runs again for every query (`key`).
  const [allowedPage, setAllowedPage] = useState<string | null>(null);
  // Bumped to check again when an outcome leads to the route already shown (logged out locally on Home).
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the page and query; `round` checks again
  useEffect(() => {
    if (open || match.redirected) return undefined;
    let current = true;
    const skipCapabilityCheckOnce = router.takeSkipFlag(match.path);
    const promoOf = () => promoOfRoute(context.api, match, context.signal);
    void runGuard(
      { match, search: location.search, skipCapabilityCheckOnce },
      { session, users, signal: context.signal, promoOf },
    ).then(({ outcome, strippedSearch }) => {
      if (!current || context.signal.aborted) return;
      if (strippedSearch !== null) history.replace({ path: match.path, search: strippedSearch, hash: location.hash });
      switch (outcome.kind) {
        case 'allow':
          setAllowedPage(page);
          break;
        case 'login':
          router.navigate({ name: 'Login', query: { redirect: outcome.redirect } }, { replace: true });
          break;
        case 'no-access':
          router.navigate({ name: 'NoAccess', query: { redirect: outcome.redirect } }, { replace: true });
          break;
        case 'logout-home':
          session.localLogout();
          if (match.name === 'Home') setRound((n) => n + 1);
          else router.navigate({ name: 'Home' }, { replace: true });
          break;
        case 'logout':
          router.navigate({ name: 'Logout' }, { replace: true });
          break;
        case 'page-not-found':
          router.navigate({ name: 'PageNotFound' }, { replace: true });
          break;
        default:
          router.navigate({ name: 'ErrorPage' }, { replace: true });
      }
    });
    return () => {
      current = false;
    };
    // `match.redirected`: a redirect resolves to the same key as the URL that replaces it, so the check must run
    // again once the URL is replaced (a deep link to /{project}/library stayed on "checking").
  }, [key, open, round, match.redirected]);

  // A query change on the page already allowed (library filters, sort, paging) is checked again, but the page stays
  // meanwhile instead of being replaced by the spinner and mounted afresh (its state and focus would be lost); a
  // refusal still navigates away when the check answers.
  return open || allowedPage === page ? 'allowed' : 'checking';
}
