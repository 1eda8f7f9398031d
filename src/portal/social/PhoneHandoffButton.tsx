/**
 * "Open my agenda on my phone", beside the agenda's subscribe button: opens the hand-off dialog, a
 * lazy chunk with the QR code library, fetched on the first click under the 55 s chunk timeout (spec 1 §8).
 */
import { usePortal } from '../app-context';
import { LazyDialogButton } from './LazyDialogButton';

export function PhoneHandoffButton() {
  const { t } = usePortal();
  return (
    <LazyDialogButton
      label={t('handoff.open')}
      load={() => import('./HandoffDialog')}
      props={() => ({})}
      className="cp-button cp-button--secondary"
    />
  );
}
