/**
 * The hand-off dialog (a lazy chunk): asks the server for a single-use code valid 5 minutes and shows the link
 * that carries it as a QR code (src/ui/QrCode, lean-qr) and in text, with the time left; a spent or late code can
 * be replaced by a new one. The phone that opens the link is signed in as this user and lands on the agenda.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { handoffLink, handoffSecondsLeft } from '../../core/session/handoff';
import { Dialog } from '../../ui/Dialog';
import { QrCode } from '../../ui/QrCode';

/** Quiet zone of the hand-off QR code in modules (the standard's 4 is more than phone cameras need on a screen). */
const HANDOFF_QR_MARGIN = 2;
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';
import { portalSession } from '../session';
import { createHandoffCode } from '../../api/handoff';

type Code = { code: string; link: string; expiresAt: number };

export default function HandoffDialog({ onClose }: { onClose(): void }) {
  const portal = usePortal();
  const { t, root } = portal;
  const [code, setCode] = useState<Code | null | 'failed'>(null);
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
  else {
    const left = handoffSecondsLeft(code.expiresAt, now);
    body = (
      <div className="cp-handoff">
        <p>{t('handoff.scan')}</p>
        <QrCode text={code.link} label={t('handoff.qr')} margin={HANDOFF_QR_MARGIN} className="cp-handoff__qr" />
        <p>
          {t('handoff.code')} <strong className="cp-handoff__code">{code.code}</strong>
        </p>
        <p className="cp-handoff__link">{code.link}</p>
        <p role="status">
          {left > 0
            ? t('handoff.validFor', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })
            : t('handoff.expired')}
        </p>
        <button type="button" className="cp-button cp-button--secondary" onClick={() => setRound((r) => r + 1)}>
          {t('handoff.newCode')}
        </button>
      </div>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t('handoff.open')} closeLabel={t('social.close')} container={root}>
      {body}
    </Dialog>
  );
}
