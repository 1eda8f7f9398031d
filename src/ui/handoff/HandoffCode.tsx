/**
 * A hand-off code as the person at the desk sees it: the QR code of the link, the code and the link in text, the
 * time left, and a button for a new code. Shared by the portal's hand-off dialog and the timetable's on a host page;
 * making the code is theirs (they sign the request differently).
 */
import { handoffSecondsLeft } from '../../core/session/handoff';
import type { Translate } from '../../i18n/types';
import { QrCode } from '../QrCode';

/** Quiet zone of the hand-off QR code in modules (the standard's 4 is more than phone cameras need on a screen). */
const HANDOFF_QR_MARGIN = 2;

/** A code the server made, with the link that carries it. */
export interface ShownHandoff {
  code: string;
  link: string;
  /** When the code expires, in seconds since the epoch (the server's `expires_at`). */
  expiresAt: number;
}

export interface HandoffCodeProps {
  handoff: ShownHandoff;
  now: number;
  t: Translate;
  onNewCode(): void;
}

export function HandoffCode({ handoff: { code, link, expiresAt }, now, t, onNewCode }: HandoffCodeProps) {
  const left = handoffSecondsLeft(expiresAt, now);
  return (
    <div className="cp-handoff">
      <p>{t('handoff.scan')}</p>
      <QrCode text={link} label={t('handoff.qr')} margin={HANDOFF_QR_MARGIN} className="cp-handoff__qr" />
      <p>
        {t('handoff.code')} <strong className="cp-handoff__code">{code}</strong>
      </p>
      <p className="cp-handoff__link">{link}</p>
      <p role="status">
        {left > 0
          ? t('handoff.validFor', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })
          : t('handoff.expired')}
      </p>
      <button type="button" className="cp-button cp-button--secondary" onClick={onNewCode}>
        {t('handoff.newCode')}
      </button>
    </div>
  );
}
