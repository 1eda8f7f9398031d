/** A list screen's load: a spinner, the translated error.loadingFailed with retry (spec 2 §8), or the items. */
import { useState, type ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import { loadCatalogList, type CatalogEndpoint, type CatalogItem } from '../../api/catalog';

/** `alsoRetry`: another list of the same screen that the retry button loads again too (the spotlights' categories). */
export function useCatalogList(
  endpoint: CatalogEndpoint,
  category?: string,
  alsoRetry?: () => void,
): ({ items: CatalogItem[] } | { view: ReactNode }) & { retry(): void } {
  const { api, t } = usePortal();
  const [retry, setRetry] = useState(0);
  const again = () => setRetry((n) => n + 1);
  const result = useAsync(`${endpoint}:${category ?? ''}#${retry}`, (signal) =>
    loadCatalogList(api, endpoint, signal, category),
  );
  if (result.status === 'loading') return { view: <Spinner label={t('state.loading')} />, retry: again };
  if (result.status === 'failed') {
    console.warn(`[CongressPortal] the ${endpoint} list could not be loaded`, result.error);
    return {
      view: (
        <ErrorState
          message={t('error.loadingFailed')}
          retryLabel={t('action.retry')}
          onRetry={() => {
            again();
            alsoRetry?.();
          }}
        />
      ),
      retry: again,
    };
  }
  return { items: result.value, retry: again };
}
