import type { CongressPortalGlobal } from '../src/embed/runtime-api';
import type { QueuedCall } from './queue';

/** The methods the queue snippet and the loader's stand-in record until the loader core takes over. */
export const QUEUED_METHODS = ['mount', 'unmount', 'scan', 'on', 'off', 'setEnv', 'setConsent', 'destroy'] as const;

/** `window.CongressPortal` before the loader core arrived: the queue snippet's shape, plus what loader.js adds. */
export type PortalStub = { -readonly [K in keyof CongressPortalGlobal]?: CongressPortalGlobal[K] } & {
  q?: QueuedCall[];
  _params?: string;
};

/**
 * Makes `window.CongressPortal` a stand-in that records `[method, args, resolve, reject]` (docs/embedding.md
 * "Queue snippet"), keeping what the snippet already queued. `onCall` runs after each recorded call.
 */
export function installStub(win: Window, onCall: () => void): PortalStub & { q: QueuedCall[] } {
  const stub = ((win as { CongressPortal?: PortalStub }).CongressPortal ??= {}) as PortalStub & { q: QueuedCall[] };
  const q = (stub.q ??= []);
  for (const method of QUEUED_METHODS) {
    const queued = stub[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    (stub as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = queued
        ? queued(...args)
        : // The executor's return value is ignored: no braces, bytes of loader.js's 2 kB.
          new Promise((resolve, reject) => q.push([method, args, resolve, reject]));
      onCall();
      return result;
    };
  }
  return stub;
}
