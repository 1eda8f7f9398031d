/**
 * `react` for the script-tag build's light path (rollup.config.ts `reactOnPreact`): the runtime, src/ui,
 * src/state and the html-text widget use only hooks, context and class components, which core Preact
 * provides as they are. preact/compat (≈ 1.5 kB gzip) adds React's DOM semantics (onChange → oninput,
 * numeric styles in px, …) that this code does not use; the widgets and the portal that do keep
 * preact/compat, which then serves the whole page (issue 8 item 9, docs/architecture.md "The first
 * widget's bytes").
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
export { Component, createContext, createElement, Fragment } from 'preact';

/** React's useSyncExternalStore: the snapshot now, and a re-render whenever `subscribe` reports a change. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  // One object per component, mutated in place; a new wrapper forces the re-render (as preact/compat does).
  const [{ store }, rerender] = useState({ store: { value, getSnapshot } });
  const check = () => {
    let changed: boolean;
    try {
      changed = !Object.is(store.value, store.getSnapshot());
    } catch {
      changed = true;
    }
    if (changed) rerender({ store });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: as React's shim: one store per component
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    check();
  }, [subscribe, value, getSnapshot]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as React's shim: one store per component
  useEffect(() => {
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
