/**
 * A portal route whose screen is a lazy chunk (issue 11: library and detail routes ≤ 60 kB gzip beyond the portal
 * shell), fetched the first time the route shows; a failed import shows a retry state. A plain dynamic import in
 * an effect, not React.lazy + Suspense: those would add ≈ 0.7 kB to the preact/compat chunk every widget page loads.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';
import { ErrorState } from '../ui/ErrorState';
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
    const [failed, setFailed] = useState(false);
    // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a retry loads again
    useEffect(() => {
      if (Route) return undefined;
      let live = true;
      load().then(
        (module) => {
          loaded = module.default;
          if (live) setRoute(() => module.default);
        },
        (error: unknown) => {
          console.warn(`[CongressPortal] the ${name} could not be loaded`, error);
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [Route, attempt]);
    if (Route) return <Route {...props} />;
    if (failed)
      return (
        <ErrorState
          message={t('portal.loadingFailed')}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
          retryLabel={t('action.retry')}
        />
      );
    return <Spinner label={t('state.loading')} />;
  };
}
