import { CHUNK_LOAD_TIMEOUT_MS } from '../src/core/load-timeouts';
import type { CoreInit, StartCore } from './core-api';
import { showLoadFailure } from './fallback-message';
import { MOUNT_SELECTOR } from './mount-attributes';
import { findLoaderScript } from './script-params';
import { installStub } from './stub';
import { defineElements } from './elements';
import { warn } from './warn';
import { withTimeout } from './with-timeout';
import { reserveAtOnce } from '../src/embed/reserve-at-once';
import { sizeRuleOf } from '../src/core/layout/size-rules';

declare const __CP_VERSION__: string;
/** Replaced by the build with package.json's version. */
export const VERSION = typeof __CP_VERSION__ === 'string' ? __CP_VERSION__ : 'dev';

/** How loader.js imports the CDN modules (replaced in unit tests). */
export type ImportModule = (url: string) => Promise<unknown>;

/**
 * loader.js: installs the `window.CongressPortal` stand-in (keeping calls the queue snippet recorded) and —
 * as soon as the page has a mount point or a queued call — imports the runtime and the loader core in
 * parallel. Either failing or taking longer than 55 s shows a message with a retry button in every mount
 * point. A second copy of the loader does nothing (it warns when its parameters differ).
 */
export function boot(
  win: Window & typeof globalThis,
  importModule: ImportModule = (url) => import(/* @vite-ignore */ url),
): void {
  const doc = win.document;
  // Only what loader.js itself needs of its script tag: the CDN folder and the locale of the failure message. The
  // loader core reads the rest from the same tag (loader/script-params.ts), bytes out of loader.js's 2 kB.
  const script = findLoaderScript(doc);
  const data = script?.dataset ?? {};
  const cdn = new URL('cdn/', script?.src || win.location.href).href;
  const fingerprint = cdn + JSON.stringify(data);
  const first = win.CongressPortal as { _params?: string } | undefined;
  if (first?._params) {
    if (first._params !== fingerprint) warn('a second loader.js with other parameters is ignored');
    return;
  }
  /** Each file's import while it loads or once it has loaded; and how often it failed. */
  const loads: Record<string, Promise<unknown> | undefined> = {};
  const failed: Record<string, number> = {};
  let core: Promise<unknown> | undefined;
  const failures: Array<() => void> = [];

  /** A retry imports `?retry=n`: browsers may remember a failed module fetch under its URL. */
  const importCdn = (file: string) => {
    const n = failed[file];
    if (!loads[file])
      (loads[file] = withTimeout(
        importModule(cdn + file + (n ? `?retry=${n}` : '')),
        CHUNK_LOAD_TIMEOUT_MS,
        file,
      )).catch(() => {
        loads[file] = undefined;
        failed[file] = (n ?? 0) + 1;
      });
    return loads[file]!;
  };
  const start = () => {
    if (core) return;
    importCdn('runtime.js');
    const init: CoreInit = { win, script, stub, importCdn, showLoadFailure };
    const current = (core = importCdn('loader-core.js').then((m) =>
      (m as { startCore: StartCore }).startCore(init, sizeRuleOf),
    ));
    current.catch((error: unknown) => {
      // Without the core nothing can mount: say so in every mount point and offer a retry (spec 1 §8).
      warn((error as Error)?.message ?? String(error));
      core = undefined;
      doc.querySelectorAll(MOUNT_SELECTOR).forEach((el) => failures.push(showLoadFailure(el, data.locale, retry)));
    });
  };
  const retry = () => {
    failures.splice(0).forEach((clear) => clear());
    start();
  };

  const stub = installStub(win, start);
  stub._params = fingerprint;
  stub.version = VERSION;
  // After the stand-in: defining upgrades the elements already on the page, and each one connected calls start().
  defineElements(win, start);
  // Issue 9: every mount point gets its box now, before the host page's first paint (loader.js runs early;
  // the loader core arrives a round trip later). Later mount points get theirs from the core's scan.
  doc.querySelectorAll<HTMLElement>(MOUNT_SELECTOR).forEach(reserveAtOnce);
  if (stub.q.length || doc.querySelector(MOUNT_SELECTOR)) start();
  // A page without mount points yet (single-page hosts): start once the first one appears.
  else
    new win.MutationObserver((_, watcher) => {
      if (!doc.querySelector(MOUNT_SELECTOR)) return;
      watcher.disconnect();
      start();
    }).observe(doc.documentElement, { childList: true, subtree: true });
}
