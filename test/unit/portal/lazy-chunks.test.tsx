import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ChunkTimeoutError, importChunk, isChunkTimeoutError } from '../../../src/ui/chunk-timeout';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/core/load-timeouts';
import { lazyScreen } from '../../../src/portal/lazy-screen';
import { PortalCtx } from '../../../src/portal/app-context';
import type { PortalContext } from '../../../src/contract/portal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const never = () => new Promise<never>(() => undefined);

describe('spec 1 §8 / spec 3 §9 "script chunk load fails after a 55 s timeout": every lazy import', () => {
  it('a stalled import rejects with a ChunkTimeoutError at 55 s, not a moment before', async () => {
    vi.useFakeTimers();
    const result = importChunk('search dialog', never).catch((e: unknown) => e);
    let settled: unknown = 'pending';
    void result.then((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkTimeoutError(settled)).toBe(true);
    expect((settled as Error).message).toBe('Loading the "search dialog" chunk timed out after 55000 ms');
  });

  it('a chunk that arrives in time, or fails at once, is passed on unchanged', async () => {
    await expect(importChunk('x', async () => 'module')).resolves.toBe('module');
    const boom = new TypeError('Failed to fetch dynamically imported module');
    await expect(importChunk('x', () => Promise.reject(boom))).rejects.toBe(boom);
    expect(isChunkTimeoutError(new ChunkTimeoutError('x', 1))).toBe(true);
    expect(isChunkTimeoutError(boom)).toBe(false);
  });
});

const t = (key: string) => key;
const context = { t } as unknown as PortalContext;

describe('spec 1 §8 chunk timeout on the lazy portal screens: the friendly retry state, and Try again loads it', () => {
  it('a stalled screen shows "took too long" with Try again under a page heading after 55 s; Try again renders it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let arrive: ((m: { default: ComponentType<object> }) => void) | null = null;
    const load = vi
      .fn()
      .mockImplementationOnce(never)
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const Screen = lazyScreen<object>('library', load);
    const view = render(
      <PortalCtx.Provider value={context}>
        <Screen />
      </PortalCtx.Provider>,
    );
    expect(view.container.textContent).toContain('state.loading');
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
    expect(view.getByRole('alert').textContent).toContain('error.chunkTimeout');
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('error.500.title');
    act(() => view.getByRole('button').click());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => arrive!({ default: () => <p>the library</p> }));
    expect(view.container.textContent).toBe('the library');
  });

  it('a failed import shows the page failure text, not the timeout one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Screen = lazyScreen<object>('favourites', () => Promise.reject(new TypeError('offline')));
    const view = render(
      <PortalCtx.Provider value={context}>
        <Screen />
      </PortalCtx.Provider>,
    );
    await act(async () => undefined);
    expect(view.getByRole('alert').textContent).toContain('portal.loadingFailed');
  });
});
