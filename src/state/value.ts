/**
 * A value with subscribers, read in components through `useValue` (React's useSyncExternalStore). The mount's
 * own state and the shared filter use it rather than signals: what a page with one small widget downloads
 * then carries no signals library (≈ 2.3 kB gzip of the 27 kB budget, issue 8 item 9). Stores shared by many
 * components (the portal's) keep signals.
 *
 * @example
 * const count = createValue(0);
 * function Counter() { return <b>{useValue(count)}</b>; }
 * count.value += 1; // Counter re-renders
 */
import { useSyncExternalStore } from 'react';

export interface ReadonlyValue<T> {
  readonly value: T;
  /** Calls `listener` after every change of `value`; returns unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface Value<T> extends ReadonlyValue<T> {
  value: T;
}

export function createValue<T>(initial: T): Value<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get value() {
      return current;
    },
    set value(next: T) {
      if (Object.is(next, current)) return;
      current = next;
      [...listeners].forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The current value; the component re-renders when it changes. */
export function useValue<T>(store: ReadonlyValue<T>): T {
  return useSyncExternalStore(store.subscribe, () => store.value);
}
