import type { Translate } from '../../../i18n/types';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Spinner';

/**
 * A list or package before its answer: the reserved box's skeleton while loading, then on failure the translated
 * error with a retry (spec 2 §8).
 */
export function LoadPending({
  status,
  t,
  onRetry,
  height = '100%',
}: {
  status: 'loading' | 'error';
  t: Translate;
  onRetry(): void;
  height?: number | string;
}) {
  if (status === 'loading') return <Skeleton height={height} />;
  return <ErrorState message={t('error.loadingFailed')} retryLabel={t('action.retry')} onRetry={onRetry} />;
}
