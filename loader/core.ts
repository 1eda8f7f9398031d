/**
 * The loader core (`dist/cdn/loader-core.js`), imported by loader.js in parallel with the runtime: API
 * environment, client resolution, configuration fetch, mount management, lazy loading and the queue replay.
 * Kept out of loader.js for its 2 kB budget (docs/architecture.md "Why two loader files").
 */
import type { CongressPortalGlobal } from '../src/embed/runtime-api';
import { fetchJsonOnce, loadClientConfig, resolveClient } from './client';
import type { CoreInit, RuntimeModule } from './core-api';
import { createController } from './controller';
import type { LoadStart } from './controller-types';
import { askedEnvironment } from './env-asked';
import { preloadWidget } from './preload';
import { replayQueue } from './queue';
import { readScriptParams } from './script-params';
import { warn } from './warn';
import type { SizeRuleOf } from '../src/core/layout/reserved-box';

/**
 * Turns the stand-in into the real `window.CongressPortal` (same object, so references the host kept stay
 * valid), replays the queued calls in order and mounts the page's mount points. The client lookup and the
 * configuration fetch start at once, while the runtime (imported by loader.js) is still arriving.
 */
export function startCore(init: CoreInit, sizeRuleOf: SizeRuleOf): CongressPortalGlobal {
  const { win, stub, fetchJson = fetchJsonOnce } = init;
  const params = readScriptParams(init.script, win.location.href);
  // The environment switch is for testers: where nobody asked for an environment, production (data-api) holds and
  // the switch is not loaded. Where someone asked, the client lookup waits for its choice of API.
  const environment = () => import('./environment');
  const chosen = askedEnvironment(win)
    ? environment().then(
        (m) => {
          (api as { env: string }).env = m.applyEnvironment(win, params);
        },
        (error: unknown) => warn(`the environment switch did not load (${String(error)}); using production`),
      )
    : Promise.resolve();
  const client = chosen.then(() => resolveClient(params.api, params.client, win.location.hostname, fetchJson));
  const config = chosen.then(() => loadClientConfig(params.api, client, fetchJson));
  config.catch(() => undefined); // failures reach the mounts (the runtime shows them), never the console
  const load = (): LoadStart => ({ client, config, runtime: init.importCdn('runtime.js') as Promise<RuntimeModule> });
  const setEnv = (name: string | null) =>
    void environment().then((m) => {
      m.rememberEnvironment(win, name);
      win.location.reload();
    });
  const api = Object.assign(
    stub,
    createController({
      win,
      params,
      envName: 'production', // until the switch chose another
      version: stub.version!,
      stub,
      load,
      setEnv,
      showLoadFailure: init.showLoadFailure,
      sizeRuleOf,
      preload: (widget) => preloadWidget(params.cdn, widget),
    }),
  );
  const queue = api.q;
  delete api.q;
  replayQueue(queue, api as unknown as Record<string, unknown>);
  api.scan!();
  return api as CongressPortalGlobal;
}
