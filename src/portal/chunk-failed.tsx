/**
 * What a dialog whose chunk could not be loaded shows (the search, share and citation dialogs are lazy chunks): the
 * dialog itself, with the translated failure — "took too long" after the 55 s chunk timeout (spec 1 §8), else
 * "loading failed" — and Try again, instead of a click that silently does nothing.
 */
import { Dialog } from '../ui/Dialog';
import { ErrorState } from '../ui/ErrorState';
import { usePortal } from './app-context';

export function ChunkFailedDialog({
  title,
  closeLabel,
  timeout,
  onRetry,
  onClose,
}: {
  title: string;
  closeLabel: string;
  timeout: boolean;
  onRetry(): void;
  onClose(): void;
}) {
  const { t, root } = usePortal();
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={closeLabel} container={root}>
      <ErrorState
        message={t(timeout ? 'error.chunkTimeout' : 'error.loadingFailed')}
        onRetry={onRetry}
        retryLabel={t('action.retry')}
      />
    </Dialog>
  );
}
