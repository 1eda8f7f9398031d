/**
 * A portal screen that is a lazy chunk of its own, fetched the first time its route shows (the library, the
 * tracking test). A plain dynamic import in an effect, not React.lazy + Suspense: those would add ≈ 0.7 kB to the
 * preact/compat chunk that every widget page loads. A failed import shows a retry (the next try imports again).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

const loaded = new Map<ScreenLoader, ComponentType>();

export function LazyScreen({ load, what }: { load: ScreenLoader; what: string }) {
  const { t } = usePortal();
  const [Route, setRoute] = useState<ComponentType | null>(() => loaded.get(load) ?? null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Route) return undefined;
    let live = true;
    load().then(
      (module) => { loaded.set(load, module.default); if (live) setRoute(() => module.default); },
      (error: unknown) => { console.warn(`[CongressPortal] the ${what} could not be loaded`, error); if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [Route, attempt, load, what]);
  if (Route) return <Route />;
  if (failed) return <ErrorState message={t('portal.loadingFailed')} onRetry={() => { setFailed(false); setAttempt((n) => n + 1); }} retryLabel={t('action.retry')} />;
  return <Spinner label={t('state.loading')} />;
}
