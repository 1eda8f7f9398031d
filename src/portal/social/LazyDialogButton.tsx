/**
 * A button that opens a dialog kept in a lazy chunk, fetched on the first click under the 55 s chunk timeout
 * (spec 1 §8): a chunk that fails or stalls opens the failure state with Try again. The dialog's props are read at
 * the click. Share, Cite and the phone hand-off use it.
 */
import { useState, type ComponentType } from 'react';
import { importChunk, isChunkTimeoutError } from '../../ui/chunk-timeout';
import { ChunkFailedDialog } from '../chunk-failed';
import { usePortal } from '../app-context';

export function LazyDialogButton<P extends { onClose(): void }>({
  label,
  load,
  props,
  className = 'cp-button cp-button--secondary cp-social__action',
}: {
  label: string;
  className?: string;
  load(): Promise<{ default: ComponentType<P> }>;
  /** Read at the click: what the dialog shows is the state of that moment (e.g. the player's current time). */
  props(): Omit<P, 'onClose'>;
}) {
  const { t } = usePortal();
  const [open, setOpen] = useState<{ Dialog: ComponentType<P>; props: Omit<P, 'onClose'> } | null>(null);
  const [failed, setFailed] = useState<'timeout' | 'error' | null>(null);
  const click = () => {
    const at = props();
    setFailed(null);
    importChunk(`${label} dialog`, load).then(
      (m) => setOpen({ Dialog: m.default, props: at }),
      (error: unknown) => {
        console.warn('[CongressPortal] the dialog could not be loaded', error);
        setFailed(isChunkTimeoutError(error) ? 'timeout' : 'error');
      },
    );
  };
  const Open = open?.Dialog;
  const all = open ? ({ ...open.props, onClose: () => setOpen(null) } as P) : null;
  return (
    <>
      <button type="button" className={className} onClick={click} aria-haspopup="dialog">
        {label}
      </button>
      {Open && all ? <Open {...all} /> : null}
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
