/**
 * A portal route whose screen is a lazy chunk (issue 11: library and detail routes ≤ 60 kB gzip beyond the portal
 * shell), fetched the first time the route shows; a failed import, or one still pending after the 55 s chunk timeout
 * (spec 1 §8), shows a retry state. A plain dynamic import in
 * an effect, not React.lazy + Suspense: those would add ≈ 0.7 kB to the preact/compat chunk every widget page loads.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';
import { ErrorState } from '../ui/ErrorState';
import { errorPageKeys } from '../core/client/error-texts';
import { importChunk, isChunkTimeoutError } from '../ui/chunk-timeout';
import { usePortal } from './app-context';

export function lazyScreen<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  // biome-ignore lint/correctness/noComponentHookFactories: one screen per route, created once at import
  return function LazyScreen(props: P) {
    const { t } = usePortal();
    const [Route, setRoute] = useState<ComponentType<P> | null>(() => loaded);
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState<'timeout' | 'error' | null>(null);
    // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a retry loads again
    useEffect(() => {
      if (Route) return undefined;
      let live = true;
      importChunk(name, load).then(
        (module) => {
          loaded = module.default;
          if (live) setRoute(() => module.default);
        },
        (error: unknown) => {
          console.warn(`[CongressPortal] the ${name} could not be loaded`, error);
          if (live) setFailed(isChunkTimeoutError(error) ? 'timeout' : 'error');
        },
      );
      return () => {
        live = false;
      };
    }, [Route, attempt]);
    if (Route) return <Route {...props} />;
    // The state is the whole page: it needs the page's heading (axe page-has-heading-one).
    if (failed)
      return (
        <div className="cp-lazy-failed">
          <h1 id="cp-portal-title" tabIndex={-1}>
            {t(errorPageKeys(500).title)}
          </h1>
          <ErrorState
            message={t(failed === 'timeout' ? 'error.chunkTimeout' : 'portal.loadingFailed')}
            onRetry={() => {
              setFailed(null);
              setAttempt((n) => n + 1);
            }}
            retryLabel={t('action.retry')}
          />
        </div>
      );
    return <Spinner label={t('state.loading')} />;
  };
}
