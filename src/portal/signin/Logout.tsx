/**
 * Logout (spec 1 §4, spec 3 §6): logs out (POST /logout asking for the logoutUrl; token, user and basket cleared).
 * A returned logoutUrl is loaded in a hidden sandboxed frame (no scripts, no forms, no popups, no top navigation;
 * at most 10 s), after which the user goes to the client's postLogoutUrl (absolute → full navigation), else the
 * default redirect URL, else Home (core `logoutPlan`; route paths through the one redirect check).
 */
import { useEffect, useRef, useState } from 'react';
import { logoutPlan, type LogoutPlan } from '../../core/session/redirects';
import { safeUrl } from '../../core/url/safe-url';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { Panel } from '../screens/Panel';
import { portalSession } from '../session';
import { go } from './go';

const FRAME_WAIT_MS = 10_000;

export function Logout() {
  const portal = usePortal();
  const router = useRouter();
  const [plan, setPlan] = useState<LogoutPlan | null>(null);
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: logs out once per mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void portalSession(portal)
      .session.logout()
      .then((logoutUrl) => {
        if (portal.signal.aborted) return;
        const next = logoutPlan({
          logoutUrl,
          postLogoutUrl: portal.clientConfig?.postLogoutUrl,
          defaultRedirectUrl: portal.clientConfig?.defaultRedirectUrl,
        });
        if (next.frameUrl && safeUrl(next.frameUrl)) setPlan(next);
        else go(router, next.then);
      });
  }, []);

  // The frame's load (or 10 s) ends the wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per plan; the router changes with every location
  useEffect(() => {
    if (!plan) return undefined;
    const timer = window.setTimeout(() => go(router, plan.then), FRAME_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [plan]);

  return (
    <Panel title={portal.t('logout.title')}>
      <Spinner label={portal.t('logout.working')} />
      {plan?.frameUrl ? (
        <iframe
          className="cp-signin-frame"
          src={plan.frameUrl}
          sandbox="allow-same-origin"
          title={portal.t('logout.frame')}
          hidden
          tabIndex={-1}
          onLoad={() => go(router, plan.then)}
        />
      ) : null}
    </Panel>
  );
}
