import { useEffect, useState } from 'react';

/** `value`, taken over `ms` after its last change (the search box filters once typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}
