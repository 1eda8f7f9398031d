import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollScheduler, nextPollDelay } from '../../../src/state/poll-scheduler';
import { NOT_MODIFIED } from '../../../src/api/types';

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('poll scheduler (ARCHITECTURE.md data flow, spec 3 §9 intervals)', () => {
  let doc: FakeDocument;
  beforeEach(() => {
    vi.useFakeTimers();
    doc = new FakeDocument();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches identical keys from several widgets once and delivers to all', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    const fetcher = vi.fn(async () => 'data');
    const a = vi.fn();
    const b = vi.fn();
    scheduler.subscribe('channels', fetcher, 15_000, a);
    await flush();
    scheduler.subscribe('channels', fetcher, 15_000, b);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith('data');
    expect(b).toHaveBeenCalledWith('data'); // immediate cached delivery
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('polls at the shortest interval among the subscribers of a key', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    const fetcher = vi.fn(async () => 1);
    scheduler.subscribe('k', fetcher, 60_000, () => undefined);
    scheduler.subscribe('k', fetcher, 15_000, () => undefined);
    await flush();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a shorter interval joining a key that waits on a longer tick brings the tick forward (one interval after the last poll)', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    const fetcher = vi.fn(async () => 1);
    scheduler.subscribe('k', fetcher, 60_000, () => undefined);
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    scheduler.subscribe('k', fetcher, 15_000, () => undefined); // 10 s after the first poll
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2); // 15 s after the first poll, not 60 s
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    // A longer interval joining changes nothing.
    scheduler.subscribe('k', fetcher, 120_000, () => undefined);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('a shorter interval joining during a backoff does not cut the backoff short', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    const fetcher = vi.fn(async () => {
      throw new Error('down');
    });
    scheduler.subscribe(
      'k',
      fetcher,
      60_000,
      () => undefined,
      () => undefined,
    );
    await flush();
    scheduler.subscribe(
      'k',
      fetcher,
      15_000,
      () => undefined,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(29_999); // one failure: 15 s × 2
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('pauses while the document is hidden and runs a due poll when it shows again', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    const fetcher = vi.fn(async () => 1);
    scheduler.subscribe('k', fetcher, 5_000, () => undefined);
    await flush();
    doc.setHidden(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    doc.setHidden(false);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('backs off exponentially on errors and resets after a success', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    let fail = true;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    const onError = vi.fn();
    scheduler.subscribe('k', fetcher, 1_000, () => undefined, onError);
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetcher).toHaveBeenCalledTimes(1); // 2 s after the first failure
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetcher).toHaveBeenCalledTimes(2); // 4 s after the second
    fail = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetcher).toHaveBeenCalledTimes(4); // back to the interval
  });

  it.each([
    [1_000, 0, 1_000],
    [1_000, 1, 2_000],
    [1_000, 3, 8_000],
    [60_000, 10, 300_000],
    [0, 0, 1_000],
    [Number.NaN, 1, 2_000],
  ])('nextPollDelay(%d ms, %d failures) = %d ms', (interval, failures, expected) => {
    expect(nextPollDelay(interval, failures)).toBe(expected);
  });

  it('keeps the cached data on NOT_MODIFIED and does not redeliver', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    const answers: unknown[] = ['v1', NOT_MODIFIED];
    const onData = vi.fn();
    scheduler.subscribe('k', async () => answers.shift(), 1_000, onData);
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onData.mock.calls).toEqual([['v1']]);
  });

  it('stops when the last subscriber leaves: no timer, the request aborted, no visibility listener', async () => {
    const spyAdd = vi.spyOn(doc, 'addEventListener');
    const spyRemove = vi.spyOn(doc, 'removeEventListener');
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    let seenSignal: AbortSignal | undefined;
    const fetcher = vi.fn((signal: AbortSignal) => {
      seenSignal = signal;
      return new Promise<string>(() => undefined);
    });
    const offA = scheduler.subscribe('k', fetcher, 1_000, () => undefined);
    const offB = scheduler.subscribe('k', fetcher, 1_000, () => undefined);
    offA();
    expect(seenSignal?.aborted).toBe(false);
    offB();
    expect(seenSignal?.aborted).toBe(true);
    expect(scheduler.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(spyAdd).toHaveBeenCalledTimes(1);
    expect(spyRemove).toHaveBeenCalledTimes(1);
  });

  it('does not deliver cached data to a subscriber that left before the delivery', async () => {
    const scheduler = createPollScheduler({ document: doc as unknown as Document });
    scheduler.subscribe(
      'k',
      async () => 'x',
      1_000,
      () => undefined,
    );
    await flush();
    const late = vi.fn();
    const off = scheduler.subscribe('k', async () => 'x', 1_000, late);
    off();
    await flush();
    expect(late).not.toHaveBeenCalled();
  });
});
