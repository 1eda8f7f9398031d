/**
 * The library routes' entry in the portal shell: the listing itself is a lazy chunk (issue 11 budget: library
 * route JS ≤ 60 kB gzip beyond the portal shell), fetched the first time a library route shows.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';

const LibraryRoute = lazy(() => import('./LibraryRoute'));

export function LibraryScreen() {
  const { t } = usePortal();
  return <Suspense fallback={<Spinner label={t('state.loading')} />}><LibraryRoute /></Suspense>;
}
