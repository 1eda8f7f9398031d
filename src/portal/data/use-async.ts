/** A tiny loader hook: runs `load` when `key` changes, drops stale answers, and aborts on unmount or change. */
import { useEffect, useState } from 'react';

export type Async<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

export function useAsync<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Async<T> {
  const [state, setState] = useState<{ key: string; value: Async<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (value) => { if (!controller.signal.aborted) setState({ key, value: { status: 'done', value } }); },
      (error: unknown) => { if (!controller.signal.aborted) setState({ key, value: { status: 'failed', error } }); },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names everything `load` depends on
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
