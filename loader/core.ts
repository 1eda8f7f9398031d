/**
 * The loader core (`dist/cdn/loader-core.js`), imported by loader.js in parallel with the runtime: API
 * environment, client resolution, configuration fetch, mount management, lazy loading and the queue replay.
 * Kept out of loader.js for its 2 kB budget (docs/architecture.md "Why two loader files").
 */
import type { CongressPortalGlobal } from '../src/embed/runtime-api';
import { fetchJsonOnce, loadClientConfig, resolveClient } from './client';
import type { CoreInit, RuntimeModule } from './core-api';
import { createController, type LoadStart } from './controller';
import { applyEnvironment, rememberEnvironment } from './environment';
import { preloadWidget } from './preload';
import { replayQueue } from './queue';
import { readScriptParams } from './script-params';

/**
 * Turns the stand-in into the real `window.CongressPortal` (same object, so references the host kept stay
 * valid), replays the queued calls in order and mounts the page's mount points. The client lookup and the
 * configuration fetch start at once, while the runtime (imported by loader.js) is still arriving.
 */
export function startCore(init: CoreInit): CongressPortalGlobal {
  const { win, stub, fetchJson = fetchJsonOnce } = init;
  const params = readScriptParams(init.script, win.location.href);
  const envName = applyEnvironment(win, params);
  const client = resolveClient(params.api, params.client, win.location.hostname, fetchJson);
  const config = loadClientConfig(params.api, client, fetchJson);
  const load = (): LoadStart => ({ client, config, runtime: init.importCdn('runtime.js') as Promise<RuntimeModule> });
  const setEnv = (name: string | null) => {
    rememberEnvironment(win, name);
    win.location.reload();
  };
  const api = Object.assign(
    stub,
    createController({
      win,
      params,
      envName,
      version: stub.version!,
      stub,
      load,
      setEnv,
      showLoadFailure: init.showLoadFailure,
      preload: (widget) => preloadWidget(params.cdn, widget),
    }),
  );
  const queue = api.q;
  delete api.q;
  replayQueue(queue, api as unknown as Record<string, unknown>);
  api.scan!();
  return api as CongressPortalGlobal;
}
