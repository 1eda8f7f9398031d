/**
 * `/oauth2-finish` (spec 1 §4, §8): reads status, code and provider (core `oauth2FinishAction`). Not 'error' with a
 * code and provider: exchanges them for a session (method oauth2) and goes to `redirect` (core `signInTarget`).
 * An error return, or a failed exchange (core `oauth2ExchangeError`), goes to `/login?error=…` (unparseable
 * error_json → the spec's fallback object), keeping a `redirect` that passed the one redirect check. The code
 * never stays in the history: every exit replaces this entry.
 */
import { useEffect, useRef } from 'react';
import { oauth2FinishAction } from '../../core/session/oauth2-error';
import { oauth2ExchangeError, signInTarget } from '../../core/session/sign-in';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import { isHttpError } from '../../api/errors';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { portalSession } from '../session';
import { go } from './go';

export function OAuth2Finish() {
  const portal = usePortal();
  const router = useRouter();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: finishes the sign-in once per mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = queryObject(router.location.search);
    const redirect = portalRedirectPath(query.redirect);
    const toLogin = (url: string) =>
      router.navigate(redirect ? `${url}&${new URLSearchParams({ redirect })}` : url, { replace: true });
    const action = oauth2FinishAction(query);
    if (action.kind === 'error') {
      toLogin(action.loginUrl);
      return;
    }
    void portalSession(portal)
      .session.signIn('oauth2', (s) => s.oauth2Token(action.provider, action.code))
      .then((result) => {
        if (portal.signal.aborted) return;
        if (!('error' in result)) {
          go(router, signInTarget({ redirect, defaultRedirectUrl: portal.clientConfig?.defaultRedirectUrl }));
          return;
        }
        const e = result.error;
        const error = oauth2ExchangeError(
          isHttpError(e) ? e.status : undefined,
          isHttpError(e) ? e.body?.error?.message : undefined,
        );
        toLogin(`/login?error=${encodeURIComponent(JSON.stringify(error))}`);
      });
  }, []);

  return (
    <div className="cp-portal-guard">
      <Spinner label={portal.t('oauth2.finishing')} />
    </div>
  );
}
