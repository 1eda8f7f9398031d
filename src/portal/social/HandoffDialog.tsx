/**
 * The hand-off dialog (a lazy chunk): asks the server for a single-use code valid 5 minutes and shows the link
 * that carries it as a QR code and in text (src/ui/handoff/HandoffCode), with the time left; a spent or late code can
 * be replaced by a new one. The phone that opens the link is signed in as this user and lands on the agenda.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { handoffLink } from '../../core/session/handoff';
import { Dialog } from '../../ui/Dialog';
import { HandoffCode, type ShownHandoff } from '../../ui/handoff/HandoffCode';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';
import { portalSession } from '../session';
import { createHandoffCode } from '../../api/handoff';

export default function HandoffDialog({ onClose }: { onClose(): void }) {
  const portal = usePortal();
  const { t, root } = portal;
  const [code, setCode] = useState<ShownHandoff | null | 'failed'>(null);
  const [round, setRound] = useState(0);
  const [now, setNow] = useState(Date.now());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a new code
  useEffect(() => {
    let live = true;
    setCode(null);
    const { session } = portalSession(portal);
    session
      .secured((auth) => createHandoffCode(portal.api.base, auth))
      .then(
        (answer) => {
          if (!live) return;
          const link = handoffLink(window.location.origin, portal.basePath, answer.code);
          setCode({ code: answer.code, link, expiresAt: answer.expires_at });
        },
        (error: unknown) => {
          if (!live) return;
          console.warn('[CongressPortal] no hand-off code could be made', error);
          setCode('failed');
        },
      );
    return () => {
      live = false;
    };
  }, [portal, round]);

  // The countdown, once a second while the dialog is open.
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  let body: ReactNode;
  if (code === null) body = <Spinner label={t('state.loading')} />;
  else if (code === 'failed')
    body = (
      <ErrorState
        message={t('portal.loadingFailed')}
        onRetry={() => setRound((r) => r + 1)}
        retryLabel={t('action.retry')}
      />
    );
  else body = <HandoffCode handoff={code} now={now} t={t} onNewCode={() => setRound((r) => r + 1)} />;
  return (
    <Dialog open onClose={onClose} title={t('handoff.open')} closeLabel={t('social.close')} container={root}>
      {body}
    </Dialog>
  );
}
