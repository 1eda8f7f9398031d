import { describe, expect, it, vi } from 'vitest';
import { loadUnlessAborted } from '../../../../src/widgets/shared/library/load-unless-aborted';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadUnlessAborted (a list widget load that a newer load or unmount supersedes)', () => {
  it('hands the answer to done while nothing aborted it', async () => {
    const done = vi.fn();
    const failed = vi.fn();
    loadUnlessAborted(new AbortController().signal, async () => 'items', done, failed);
    await settle();
    expect(done).toHaveBeenCalledWith('items');
    expect(failed).not.toHaveBeenCalled();
  });

  it('drops a late answer once the mount is unmounted, and aborts the load signal', async () => {
    const mount = new AbortController();
    const done = vi.fn();
    let loadSignal: AbortSignal | undefined;
    loadUnlessAborted(
      mount.signal,
      (signal) => {
        loadSignal = signal;
        return new Promise((resolve) => setTimeout(() => resolve('late'), 5));
      },
      done,
      vi.fn(),
    );
    mount.abort();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadSignal?.aborted).toBe(true);
    expect(done).not.toHaveBeenCalled();
  });

  it('drops the error of a load its stop superseded, and stops listening to the mount', async () => {
    const mount = new AbortController();
    const remove = vi.spyOn(mount.signal, 'removeEventListener');
    const failed = vi.fn();
    const stop = loadUnlessAborted(mount.signal, () => Promise.reject(new Error('gone')), vi.fn(), failed);
    stop();
    await settle();
    expect(failed).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('hands an error to failed while nothing aborted it', async () => {
    const failed = vi.fn();
    loadUnlessAborted(new AbortController().signal, () => Promise.reject(new Error('500')), vi.fn(), failed);
    await settle();
    expect(failed).toHaveBeenCalledWith(new Error('500'));
  });
});
