/**
 * A route whose screen is a lazy chunk (issue 11 budget: the library route within 60 kB gzip beyond the portal
 * shell), fetched the first time it shows. A plain dynamic import in an effect, not React.lazy + Suspense: those
 * would add ≈ 0.7 kB to the preact/compat chunk that every widget page loads. A failed fetch shows a retry state.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { usePortal } from '../app-context';

export interface LazyChunk { load(): Promise<{ default: ComponentType }>; loaded: ComponentType | null; name: string }

export function LazyScreen({ chunk }: { chunk: LazyChunk }) {
  const { t } = usePortal();
  const [Route, setRoute] = useState<ComponentType | null>(() => chunk.loaded);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Route) return undefined;
    let live = true;
    chunk.load().then(
      (module) => { chunk.loaded = module.default; if (live) setRoute(() => module.default); },
      (error: unknown) => { console.warn(`[CongressPortal] the ${chunk.name} could not be loaded`, error); if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [Route, attempt, chunk]);
  if (Route) return <Route />;
  if (failed) return <ErrorState message={t('portal.loadingFailed')} onRetry={() => { setFailed(false); setAttempt((n) => n + 1); }} retryLabel={t('action.retry')} />;
  return <Spinner label={t('state.loading')} />;
}
