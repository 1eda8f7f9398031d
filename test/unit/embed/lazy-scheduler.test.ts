import { describe, expect, it, vi } from 'vitest';
import { lazyScheduler } from '../../../src/embed/lazy-scheduler';
import { createPollScheduler } from '../../../src/state/poll-scheduler';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const load = vi.fn(async () => createPollScheduler({ document: null }));
  return { load, scheduler: lazyScheduler(load) };
}

describe("the page's one poll scheduler, loaded on the first poll (ARCHITECTURE.md data flow; issue 8 item 9)", () => {
  it('a page whose widgets never poll never loads the scheduler', () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
  });

  it('identical polls of two widgets made before the scheduler arrived share one scheduler and one request', async () => {
    const { load, scheduler } = setup();
    const fetcher = vi.fn(async () => 'answer');
    const a = vi.fn();
    const b = vi.fn();
    scheduler.subscribe('channel:hall-a', fetcher, 15_000, a);
    scheduler.subscribe('channel:hall-a', fetcher, 60_000, b);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(b).toHaveBeenCalledWith('answer'));
    expect(a).toHaveBeenCalledWith('answer');
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // Later widgets (and the portal) subscribe straight through: the request starts at once, still one per key.
    const c = vi.fn();
    const off = scheduler.subscribe('channel:hall-b', fetcher, 15_000, c);
    expect(fetcher).toHaveBeenCalledTimes(2);
    scheduler.subscribe('channel:hall-a', fetcher, 15_000, c);
    expect(fetcher).toHaveBeenCalledTimes(2);
    off();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a subscription ended before the scheduler arrived never polls', async () => {
    const { load, scheduler } = setup();
    const fetcher = vi.fn(async () => 'answer');
    const off = scheduler.subscribe('k', fetcher, 1_000, vi.fn());
    off();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a scheduler chunk that fails to load reports to the waiting widgets, and the next poll tries again', async () => {
    const error = new Error('chunk failed');
    const load = vi
      .fn()
      .mockRejectedValueOnce(error)
      .mockResolvedValue(createPollScheduler({ document: null }));
    const scheduler = lazyScheduler(load);
    const onError = vi.fn();
    scheduler.subscribe(
      'k',
      vi.fn(async () => 1),
      1_000,
      vi.fn(),
      onError,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(error));
    const onData = vi.fn();
    scheduler.subscribe(
      'k',
      vi.fn(async () => 2),
      1_000,
      onData,
    );
    await vi.waitFor(() => expect(onData).toHaveBeenCalledWith(2));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
