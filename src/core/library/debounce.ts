/** The timer functions a debounce needs (the browser's, or fake ones in tests). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call (on unmount, or when the input is cleared). */
  cancel(): void;
}

/**
 * Calls `fn` once `ms` have passed without another call, with the last arguments (spec 2 §9: autocomplete
 * debounce 600 ms). Timers are injected so the rule is tested with fake time.
 * @example const suggest = debounce((q: string) => load(q), AUTOCOMPLETE_DEBOUNCE_MS, window)
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: Timers): Debounced<A> {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const call = (...args: A) => {
    cancel();
    handle = timers.setTimeout(() => {
      handle = null;
      fn(...args);
    }, ms);
  };
  return Object.assign(call, { cancel });
}
