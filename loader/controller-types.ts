/** The shapes the loader's controller (loader/controller.ts) works with: its inputs and one mount point's state. */
import type { ClientConfig } from '../src/core/types';
import type { MountHandle, MountOptions } from '../src/embed/runtime-api';
import type { SizeRuleOf } from '../src/core/layout/reserved-box';
import type { RuntimeModule } from './core-api';
import type { showLoadFailure } from './fallback-message';
import type { ScriptParams } from './script-params';
import type { PortalStub } from './stub';

/** The client, its configuration and the runtime module: started together (spec: in parallel). */
export interface LoadStart {
  client: Promise<string>;
  config: Promise<ClientConfig | null>;
  runtime: Promise<RuntimeModule>;
}

export interface ControllerDeps {
  win: Window & typeof globalThis;
  /** Script parameters, `api` already the chosen environment's base. */
  params: ScriptParams;
  envName: string;
  version: string;
  /** The object that is `window.CongressPortal` (removed again by destroy()). */
  stub: PortalStub;
  /** Starts loading; called again after a failure, which is how retries work. */
  load(): LoadStart;
  setEnv(name: string | null): void;
  /** Starts loading a widget's chunk alongside the runtime (loader/preload.ts); absent in unit tests. */
  preload?(widget: string): void;
  /** The message with a retry button in a mount point that failed to load: loader.js's (CoreInit). */
  showLoadFailure: typeof showLoadFailure;
  /** The size rules the boxes are reserved with: loader.js's (CoreInit), passed on to the runtime. */
  sizeRuleOf: SizeRuleOf;
}

/** One mount point: waiting for the viewport, loading, mounted or failed. */
export interface Entry {
  options: MountOptions;
  state: 'waiting' | 'loading' | 'mounted' | 'failed';
  handle?: MountHandle;
  promise: Promise<MountHandle>;
  settle: [resolve: (h: MountHandle | Promise<MountHandle>) => void, reject: (e: unknown) => void];
  clearFailure?: () => void;
  /** The options `mount()` was given (they win over the attributes, also when these change). */
  given?: MountOptions;
  /** Unties a custom element from this mount (loader/element-link.ts). */
  unlink?: () => void;
}
