/**
 * "Open my agenda on my phone" (deliverable 3), beside the agenda's subscribe button: opens the hand-off dialog, a
 * lazy chunk with the QR code library, fetched on the first click under the 55 s chunk timeout (spec 1 §8).
 */
import { useState, type ComponentType } from 'react';
import { importChunk, isChunkTimeoutError } from '../../ui/chunk-timeout';
import { ChunkFailedDialog } from '../chunk-failed';
import { usePortal } from '../app-context';

export function PhoneHandoffButton() {
  const { t } = usePortal();
  const [Open, setOpen] = useState<ComponentType<{ onClose(): void }> | null>(null);
  const [failed, setFailed] = useState<'timeout' | 'error' | null>(null);
  const label = t('handoff.open');
  const click = () => {
    setFailed(null);
    importChunk(`${label} dialog`, () => import('./HandoffDialog')).then(
      (m) => setOpen(() => m.default),
      (error: unknown) => {
        console.warn('[CongressPortal] the dialog could not be loaded', error);
        setFailed(isChunkTimeoutError(error) ? 'timeout' : 'error');
      },
    );
  };
  return (
    <>
      <button type="button" className="cp-button cp-button--secondary" onClick={click} aria-haspopup="dialog">
        {label}
      </button>
      {Open ? <Open onClose={() => setOpen(null)} /> : null}
      {failed ? (
        <ChunkFailedDialog
          title={label}
          closeLabel={t('social.close')}
          timeout={failed === 'timeout'}
          onClose={() => setFailed(null)}
          onRetry={click}
        />
      ) : null}
    </>
  );
}
