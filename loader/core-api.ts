import type { CreateRuntime } from '../src/embed/runtime-api';
import type { FetchJson } from './client';
import type { showLoadFailure } from './fallback-message';
import type { PortalStub } from './stub';
import type { SizeRuleOf } from '../src/core/layout/reserved-box';

export type RuntimeModule = { createRuntime: CreateRuntime };

/** The loader core's export (loader/core.ts), which loader.js calls with its size rules. */
export type StartCore = (init: CoreInit, sizeRuleOf: SizeRuleOf) => unknown;

/**
 * The boundary between loader.js (IIFE) and the loader core (`loader/core.ts` → `dist/cdn/loader-core.js`),
 * which loader.js imports in parallel with the runtime so that loader.js stays within its 2 kB budget
 * (docs/architecture.md "Why two loader files"). `startCore(init, sizeRuleOf)`: the second argument is loader.js's
 * size rules (src/core/layout/size-rules.ts), which the core and the runtime reserve boxes with, so the core carries
 * no second copy of the table (an argument, not a field: no key in loader.js's 2 kB).
 */
export interface CoreInit {
  win: Window & typeof globalThis;
  /**
   * loader.js's script tag (undefined when none was found: the page's address stands in), read by the core
   * (loader/script-params.ts; `api` is production's base, the core applies the chosen environment).
   */
  script: HTMLScriptElement | undefined;
  /**
   * The stand-in `window.CongressPortal`; the core replays its queue and turns it into the real API. Its `version`
   * (set by loader.js) is the loader's version: not passed a second time, bytes of loader.js's 2 kB.
   */
  stub: PortalStub;
  /**
   * A module of the CDN folder (`runtime.js`: the import loader.js started at load, or a new attempt after a
   * failure).
   */
  importCdn(file: string): Promise<unknown>;
  /**
   * loader.js's own failure message (loader/fallback-message.ts), so the core does not carry a second copy of
   * its texts (issue 8 item 9).
   */
  showLoadFailure: typeof showLoadFailure;
  /** Replaced in unit tests (loader.js never passes one: bytes of its 2 kB); default `fetchJsonOnce` (loader/client.ts). */
  fetchJson?: FetchJson;
}
