import { warn } from './warn';

/**
 * A call recorded by the queue snippet before the loader arrived: `[method, args]`, plus the resolvers of
 * the promise the snippet handed out (Segment/Sentry "queue then replay").
 */
export type QueuedCall = [
  method: string,
  args: ArrayLike<unknown>,
  resolve?: (v: unknown) => void,
  reject?: (e: unknown) => void,
];

const report = (error: unknown) => warn(`a queued call failed: ${(error as Error)?.message ?? String(error)}`);

/** Replays queued calls in order against the real API and settles the promises the snippet returned. */
export function replayQueue(queue: unknown, api: Record<string, unknown>): void {
  if (!Array.isArray(queue)) return;
  for (const call of queue as QueuedCall[]) {
    const [method, args, resolve, reject] = Array.isArray(call) ? call : [];
    const fn = api[method as string];
    try {
      if (typeof fn !== 'function') throw new TypeError(`CongressPortal.${String(method)} does not exist`);
      Promise.resolve(fn(...Array.from(args ?? []))).then(resolve, reject ?? report);
    } catch (error) {
      (reject ?? report)(error);
    }
  }
}
