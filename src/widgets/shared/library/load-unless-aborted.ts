/**
 * One load of a list widget's effect: `load` runs with a signal that the mount's `signal` or the returned stop aborts
 * (a new load or unmount), and its answer or error reaches `done` / `failed` only while neither has, so a superseded
 * load's late answer never overwrites the newer one.
 */
export function loadUnlessAborted<T>(
  signal: AbortSignal,
  load: (signal: AbortSignal) => Promise<T>,
  done: (value: T) => void,
  failed: (error: unknown) => void,
): () => void {
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal.addEventListener('abort', stop);
  load(abort.signal).then(
    (value) => {
      if (!abort.signal.aborted) done(value);
    },
    (error: unknown) => {
      if (!abort.signal.aborted) failed(error);
    },
  );
  return () => {
    signal.removeEventListener('abort', stop);
    abort.abort();
  };
}
