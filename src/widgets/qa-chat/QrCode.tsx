/** The QR code of the Q&A join link (spec 3 §6: margin 2), drawn by the shared QR code of src/ui. */
import { QA_QR_MARGIN } from '../../core/tracking/qa-chat';
import { QrCode as SharedQrCode } from '../../ui/QrCode';

export function QrCode({ text, label }: { text: string; label: string }) {
  return <SharedQrCode text={text} label={label} margin={QA_QR_MARGIN} className="cp-qa__qr" />;
}
