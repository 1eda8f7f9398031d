import { useCallback, useState } from 'react';

/** A remembered string choice (view, zone) in localStorage. */
export function usePersistedChoice<T extends string>(
  key: string,
  initial: T,
  allowed: readonly T[],
): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const v = localStorage.getItem(key);
      return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : initial;
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (v: T) => {
      setValue(v);
      try {
        localStorage.setItem(key, v);
      } catch {
        /* storage blocked: keep for this page */
      }
    },
    [key],
  );
  return [value, set];
}
