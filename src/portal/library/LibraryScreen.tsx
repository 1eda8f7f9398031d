/**
 * The library routes' entry in the portal shell: the listing itself is a lazy chunk (issue 11 budget: library
 * route JS ≤ 60 kB gzip beyond the portal shell), fetched the first time a library route shows. A plain dynamic
 * import in an effect, not React.lazy + Suspense: those would add ≈ 0.7 kB to the preact/compat chunk that every
 * widget page loads.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';

let loaded: ComponentType | null = null;

export function LibraryScreen() {
  const { t } = usePortal();
  const [Route, setRoute] = useState<ComponentType | null>(() => loaded);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Route) return undefined;
    let live = true;
    import('./LibraryRoute').then(
      (module) => { loaded = module.default; if (live) setRoute(() => module.default); },
      (error: unknown) => { console.warn('[CongressPortal] the library could not be loaded', error); if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [Route, attempt]);
  if (Route) return <Route />;
  if (failed) return <ErrorState message={t('portal.loadingFailed')} onRetry={() => { setFailed(false); setAttempt((n) => n + 1); }} retryLabel={t('action.retry')} />;
  return <Spinner label={t('state.loading')} />;
}
