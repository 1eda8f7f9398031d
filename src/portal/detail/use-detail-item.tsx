/** The item of a detail page: a spinner while it loads, a retry state when the load fails, PageNotFound when it does not exist. */
import { useEffect, useState } from 'react';
import type { HistoryItemType } from '../../core/history/history';
import { useSearchHistory } from '../search/use-search-history';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { errorPageKeys } from '../../core/client/error-texts';
import { usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import { ErrorScreen } from '../screens/ErrorScreen';
import type { Item } from './data';
import { libraryDimensionValues } from '../../core/tracking/analytics';
import { reportPageDimensions } from '../telemetry/page-dimensions';

/**
 * Also records the shown item as recently viewed (spec 2 §2 History: congressresource, event or speaker; null: not
 * recorded), and hands a resource's or session's dimensions to the page view (spec 2 §7), null when it did not load.
 */
export function useDetailItem<T extends Item = Item>(
  type: HistoryItemType | null,
  key: string,
  load: (signal: AbortSignal) => Promise<T | null>,
) {
  const [retry, setRetry] = useState(0);
  const result = useAsync(`${key}#${retry}`, load);
  const portal = usePortal();
  const { t } = portal;
  const { addViewed } = useSearchHistory();
  const shown = result.status === 'done' ? result.value : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one history entry per item shown
  useEffect(() => {
    if (!shown || !type) return;
    const { id, slug, title, project, firstname, lastname } = shown as Record<string, string | undefined>;
    addViewed({ id: String(id), type, source: { id, slug, title, project, firstname, lastname } });
  }, [shown]);
  const kind = type === 'congressresource' ? 'cr' : type === 'event' ? 'event' : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: dimensions are reported once per loaded item
  useEffect(() => {
    if (!kind || result.status === 'loading') return;
    reportPageDimensions(portal, shown ? libraryDimensionValues(shown, kind) : null);
  }, [result.status, shown]);
  if (result.status === 'loading') return { view: <Spinner label={t('state.loading')} /> };
  if (result.status === 'failed') {
    console.warn('[CongressPortal] the page could not be loaded', result.error);
    // The state is the whole page: it needs the page's heading (axe page-has-heading-one).
    return {
      view: (
        <div className="cp-detail cp-detail--failed">
          <h1>{t(errorPageKeys(500).title)}</h1>
          <ErrorState
            message={t('portal.loadingFailed')}
            retryLabel={t('action.retry')}
            onRetry={() => setRetry((n) => n + 1)}
          />
        </div>
      ),
    };
  }
  if (!result.value) return { view: <ErrorScreen status={404} /> };
  return { item: result.value };
}
