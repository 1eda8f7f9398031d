/**
 * `/frontchannel-logout` (spec 1 §2, spec 3 §6): the page an identity provider loads (in its own frame) to end the
 * portal session. While the logout runs (POST /logout without asking for another logoutUrl), a hidden delay frame
 * (GET {api}/delay/10) keeps the page loading, so the provider waits; when the logout finished, the frame goes and
 * the page says so.
 */
import { useEffect, useRef, useState } from 'react';
import { safeUrl } from '../../core/url/safe-url';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { Panel } from '../screens/Panel';
import { portalSession } from '../session';

export function FrontchannelLogout() {
  const portal = usePortal();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const delay = safeUrl(`${portal.api.base.replace(/\/+$/, '')}/delay/10`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: logs out once per mount
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void portalSession(portal)
      .session.logout({ wantLogoutUrl: false })
      .finally(() => {
        if (!portal.signal.aborted) setDone(true);
      });
  }, []);

  return (
    <Panel title={portal.t('logout.title')}>
      {done ? (
        <p className="cp-portal__lead" role="status">
          {portal.t('logout.done')}
        </p>
      ) : (
        <Spinner label={portal.t('logout.working')} />
      )}
      {!done && delay ? (
        <iframe
          className="cp-signin-frame"
          src={delay}
          sandbox=""
          title={portal.t('frontchannel.frame')}
          hidden
          tabIndex={-1}
        />
      ) : null}
    </Panel>
  );
}
