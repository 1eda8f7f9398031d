/**
 * Rejects when `promise` has not settled within `ms` (spec 1 §8: a script chunk load fails after 55 s).
 * The timer is cleared either way so nothing keeps running after the load settles.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    // Settled either way: the timer goes (short, for loader.js's 2 kB).
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
