/**
 * The header's `renderSearch` (src/portal/header/Header.tsx): the search dialog is a lazy chunk of its own
 * (`chunks/SearchDialog-*.js`, size budget in .size-limit.cjs), requested on the first open only, so the
 * portal's first route does not carry it. A chunk that cannot be loaded closes the search again (logged).
 */
import { useEffect, useState } from 'react';
import type { SearchDialogProps } from './SearchDialog';

type Chunk = typeof import('./SearchDialog');
let loaded: Chunk | null = null;
let pending: Promise<Chunk> | null = null;

/** Starts loading the chunk (e.g. when the pointer nears the search button); safe to call often. */
export function preloadSearch(): Promise<Chunk> {
  pending ??= import('./SearchDialog').then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function LazySearchDialog(props: SearchDialogProps) {
  const [chunk, setChunk] = useState<Chunk | null>(loaded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chunk loads once per mount
  useEffect(() => {
    if (chunk) return undefined;
    let live = true;
    preloadSearch().then(
      (c) => {
        if (live) setChunk(c);
      },
      (error: unknown) => {
        console.warn('[CongressPortal] the search dialog could not be loaded', error);
        if (live) props.close();
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return chunk ? <chunk.SearchDialog {...props} /> : null;
}

export function renderSearch(props: SearchDialogProps) {
  return <LazySearchDialog {...props} />;
}
