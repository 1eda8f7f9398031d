/**
 * The header's `renderSearch` (src/portal/header/Header.tsx): the search dialog is a lazy chunk of its own
 * (`chunks/SearchDialog-*.js`, size budget in .size-limit.cjs), requested on the first open only, so the
 * portal's first route does not carry it. A chunk that cannot be loaded, or is still pending after the 55 s chunk
 * timeout (spec 1 §8), shows the dialog's failure state with Try again (../chunk-failed.tsx).
 */
import { useEffect, useState } from 'react';
import { importChunk, isChunkTimeoutError } from '../../ui/chunk-timeout';
import { usePortal } from '../app-context';
import { ChunkFailedDialog } from '../chunk-failed';
import type { SearchDialogProps } from './SearchDialog';

type Chunk = typeof import('./SearchDialog');
let loaded: Chunk | null = null;
let pending: Promise<Chunk> | null = null;

/** Starts loading the chunk (e.g. when the pointer nears the search button); safe to call often. */
export function preloadSearch(): Promise<Chunk> {
  pending ??= importChunk('search dialog', () => import('./SearchDialog')).then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function LazySearchDialog(props: SearchDialogProps) {
  const { t } = usePortal();
  const [chunk, setChunk] = useState<Chunk | null>(loaded);
  const [failed, setFailed] = useState<'timeout' | 'error' | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mount, and again on each retry (attempt)
  useEffect(() => {
    if (chunk) return undefined;
    let live = true;
    preloadSearch().then(
      (c) => {
        if (live) setChunk(c);
      },
      (error: unknown) => {
        console.warn('[CongressPortal] the search dialog could not be loaded', error);
        if (live) setFailed(isChunkTimeoutError(error) ? 'timeout' : 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (chunk) return <chunk.SearchDialog {...props} />;
  if (!failed) return null;
  return (
    <ChunkFailedDialog
      title={t('search.title')}
      closeLabel={t('search.close')}
      timeout={failed === 'timeout'}
      onClose={props.close}
      onRetry={() => {
        setFailed(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

export function renderSearch(props: SearchDialogProps) {
  return <LazySearchDialog {...props} />;
}
