import { createRuntime } from '../embed/runtime';
import type { Runtime } from '../embed/runtime-api';
import { sizeRuleOf } from '../core/layout/size-rules';

export type RuntimeListener = (type: string, detail: unknown) => void;

export interface RuntimeKey {
  apiBase: string;
  client: string;
  locale?: string;
  nonce?: string;
  allowedOrigins?: string[];
}

interface PoolEntry {
  runtime: Runtime;
  users: number;
  listeners: Set<RuntimeListener>;
}

const pool = new Map<string, PoolEntry>();

/**
 * One runtime per API, client and locale, shared by every component that names them (as the loader shares
 * one per page: one host bus, one poll scheduler). Returns the runtime and a release function; the last
 * release destroys it (a microtask later, so a remount in the same render keeps it). The runtime fetches the client
 * configuration itself (`clientConfig` null).
 */
export function acquireRuntime(key: RuntimeKey, listener?: RuntimeListener): { runtime: Runtime; release(): void } {
  const id = JSON.stringify([key.apiBase, key.client, key.locale, key.nonce, key.allowedOrigins]);
  let entry = pool.get(id);
  if (!entry) {
    const listeners = new Set<RuntimeListener>();
    const runtime = createRuntime({
      apiBase: key.apiBase.replace(/\/+$/, ''),
      cdnBase: '',
      client: key.client,
      clientConfig: Promise.resolve(null),
      locale: key.locale,
      nonce: key.nonce,
      allowedOrigins: key.allowedOrigins ?? [],
      emit: (type, detail) => listeners.forEach((cb) => cb(type, detail)),
      sizeRuleOf,
    });
    entry = { runtime, users: 0, listeners };
    pool.set(id, entry);
  }
  const current = entry;
  current.users += 1;
  if (listener) current.listeners.add(listener);
  let released = false;
  return {
    runtime: current.runtime,
    release() {
      if (released) return;
      released = true;
      if (listener) current.listeners.delete(listener);
      current.users -= 1;
      // A re-render that remounts releases and acquires in one go: keep the runtime for that.
      queueMicrotask(() => {
        if (current.users > 0 || pool.get(id) !== current) return;
        pool.delete(id);
        current.runtime.destroy();
      });
    },
  };
}
