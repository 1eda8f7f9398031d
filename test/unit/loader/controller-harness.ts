import { afterEach, beforeEach, vi } from 'vitest';
import { FakeIntersectionObserver } from './fake-io';
import type { MountHandle, MountOptions, Runtime, RuntimeInit } from '../../../src/embed/runtime-api';
import { createController } from '../../../loader/controller';
import type { LoadStart } from '../../../loader/controller-types';
import { showLoadFailure } from '../../../loader/fallback-message';
import { sizeRuleOf } from '../../../src/core/layout/size-rules';
import type { RuntimeModule } from '../../../loader/core-api';
import type { PortalStub } from '../../../loader/stub';

type Mock = ReturnType<typeof vi.fn>;

export interface FakeRuntime extends Runtime {
  mounts: Array<{ el: HTMLElement; options: MountOptions; handle: MountHandle & { unmount: Mock } }>;
  init?: RuntimeInit;
  destroy: Mock & (() => void);
}

export function fakeRuntime(): FakeRuntime {
  const rt: FakeRuntime = {
    mounts: [],
    destroy: vi.fn() as FakeRuntime['destroy'],
    setConsent: vi.fn(),
    mount: vi.fn(async (el: HTMLElement, options: MountOptions) => {
      const handle = { unmount: vi.fn() as Mock & (() => void), update: vi.fn(async () => undefined) };
      rt.mounts.push({ el, options, handle });
      return handle;
    }),
  };
  return rt;
}

/** A controller wired to fakes: `runtimeModule` decides what each runtime import attempt gives. */
export const fakeRuntimeModule = (): Promise<RuntimeModule> => Promise.resolve({ createRuntime: () => fakeRuntime() });

export function harness(runtimeModule: () => Promise<RuntimeModule> = fakeRuntimeModule) {
  const runtimes: FakeRuntime[] = [];
  const load = vi.fn(
    (): LoadStart => ({
      client: Promise.resolve('demo'),
      config: Promise.resolve(null),
      runtime: runtimeModule().then((m) => ({
        createRuntime: (init: RuntimeInit) => {
          const rt = m.createRuntime(init) as FakeRuntime;
          rt.init = init;
          runtimes.push(rt);
          return rt;
        },
      })),
    }),
  );
  const stub: PortalStub = {};
  window.CongressPortal = stub as never;
  const setEnv = vi.fn();
  const preload = vi.fn();
  const api = createController({
    win: window as Window & typeof globalThis,
    stub,
    load,
    setEnv,
    envName: 'production',
    version: '1.2.3',
    showLoadFailure,
    sizeRuleOf,
    preload,
    params: {
      api: 'https://api.example.org',
      cdn: 'https://cdn.example.org/cdn/',
      allowedOrigins: 'https://a.org',
      locale: 'de',
      nonce: 'n1',
    },
  });
  Object.assign(stub, api);
  return { api, load, preload, runtimes, setEnv, latest: () => runtimes.at(-1)! };
}

export function mountPoint(attrs: Record<string, string>, parent: Element = document.body): HTMLElement {
  const div = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) div.setAttribute(k, v);
  parent.append(div);
  return div;
}

/**
 * A file's page for the loader: a fresh fake IntersectionObserver and silenced warnings before each test; after it, the
 * loader destroyed, the body emptied and every stub and spy undone. `more` runs after the set-up of each test.
 */
export function setUpLoaderPage(more?: () => void): void {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    more?.();
  });
  afterEach(() => {
    window.CongressPortal?.destroy?.();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
