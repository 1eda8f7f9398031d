/**
 * `/tokengrave` (spec 1 §2, spec 3 §2): the token callback the auto-login frame (or a sign-in popup) returns to.
 * Posts `tokenGraveMessage` with code and provider, or the error from error_json (core `tokenGraveMessage`), to
 * its opener or parent, in the portal envelope, to this origin only: the portal that opened it lives on the same
 * host page origin, and no other origin may read a sign-in code.
 */
import { useEffect } from 'react';
import { tokenGraveMessage } from '../../core/session/auto-login';
import { createHostMessage } from '../../core/host-messages/envelope';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { Panel } from '../screens/Panel';

export function TokenGrave() {
  const { t } = usePortal();
  const { location } = useRouter();
  useEffect(() => {
    const target = window.opener ?? (window.parent !== window ? window.parent : null);
    if (!target) return;
    const { type, ...payload } = tokenGraveMessage(queryObject(location.search));
    (target as Window).postMessage(createHostMessage(type, payload), window.location.origin);
  }, [location.search]);
  return (
    <Panel title={t('tokengrave.title')}>
      <p className="cp-portal__lead">{t('tokengrave.done')}</p>
    </Panel>
  );
}
