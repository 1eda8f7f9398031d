/** Messages from the bench's child processes (server, sockets) over IPC. */
import type { ChildProcess } from 'node:child_process';
import type { SocketsEvent } from './sockets-child';

/** The next message of `proc` that `accept` takes; rejects after `timeoutMs`. */
export function nextMessage<T>(proc: ChildProcess, accept: (m: unknown) => m is T, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.off('message', on);
      reject(new Error(`no answer from child within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (m: unknown) => {
      if (!accept(m)) return;
      clearTimeout(timer);
      proc.off('message', on);
      resolve(m);
    };
    proc.on('message', on);
  });
}

export const isEvent =
  <K extends SocketsEvent['ev']>(ev: K) =>
  (m: unknown): m is Extract<SocketsEvent, { ev: K }> =>
    (m as { ev?: string })?.ev === ev;
