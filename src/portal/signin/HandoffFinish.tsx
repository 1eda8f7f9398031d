/**
 * `/handoff?code=…` (open my agenda on my phone): exchanges the single-use code for a session of its user
 * (core `handoffCodeOf`) and lands on the agenda. A used, late or unknown code goes to the normal sign-in with a
 * message saying so (core `handoffFailureOf`). The code never stays in the history: every exit replaces this entry.
 */
import { useEffect, useRef } from 'react';
import { handoffCodeOf, handoffFailureOf } from '../../core/session/handoff';
import { isHttpError } from '../../api/errors';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { portalSession } from '../session';

export function HandoffFinish() {
  const portal = usePortal();
  const router = useRouter();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: exchanges the code once per mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const toLogin = (failure: string) =>
      router.navigate({ name: 'Login', query: { handoff: failure, redirect: '/favourites' } }, { replace: true });
    const code = handoffCodeOf(queryObject(router.location.search));
    if (!code) {
      console.warn('[CongressPortal] the hand-off link carries no code; sign in instead.');
      toLogin('spent');
      return;
    }
    void portalSession(portal)
      .session.signIn(null, (s) => s.handoffLogin(code))
      .then((result) => {
        if (portal.signal.aborted) return;
        if (!('error' in result)) {
          router.navigate({ name: 'Favourites' }, { replace: true });
          return;
        }
        const status = isHttpError(result.error) ? result.error.status : undefined;
        console.warn(`[CongressPortal] the hand-off code was refused (${status ?? 'no answer'}); sign in instead.`);
        toLogin(handoffFailureOf(status));
      });
  }, []);

  return (
    <div className="cp-portal-guard">
      <Spinner label={portal.t('handoff.finishing')} />
    </div>
  );
}
