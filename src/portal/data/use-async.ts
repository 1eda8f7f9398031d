/**
 * A tiny loader hook: runs `load` when `key` changes, drops stale answers, and aborts on unmount or change. With
 * `cached`, a value kept for the key is shown at once and no load runs (the listings' 10 s search cache).
 */
import { useEffect, useState } from 'react';

export type Async<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

export function useAsync<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  cached?: () => T | undefined,
): Async<T> {
  const kept = (): Async<T> => {
    const value = cached?.();
    return value === undefined ? LOADING : { status: 'done', value };
  };
  const [state, setState] = useState<{ key: string; value: Async<T> }>(() => ({ key, value: kept() }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` and `cached` depend on
  useEffect(() => {
    const now = kept();
    if (now.status === 'done') {
      setState((s) => (s.key === key && s.value.status === 'done' ? s : { key, value: now }));
      return undefined;
    }
    const controller = new AbortController();
    setState({ key, value: LOADING });
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'done', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.value : kept();
}
