/**
 * The JW Player adapter's lazy part (issue 12 item 4): loads the library the settings name (`jwplayerLibrary`),
 * sets it up in the box with `jwplayerKey` and autostart unless `disableJwplayerAutostart` (core jwSetup), warns on
 * a free-edition key, and reports key errors 100011 / 100012 / 100013 and a library without the player function
 * ("missing player component") as fatal — the host shows playerCouldNotBeLoaded with a session id (spec 3 §8).
 * The public API used (faked in demo/site/js/fake-sdk/jwplayer.js): `jwplayer(element)` → instance with
 * `.setup(config)`, `.on('ready' | 'setupError' | 'error', handler)`, `.getConfig()` (its `edition`), `.remove()`.
 */
import { isFreeEdition, isJwKeyError, jwSetup, type StreamPlan } from '../../core/live/stream-adapter';
import { loadScriptGlobal } from './load-script';
import type { Detach, StreamTarget } from './types';

interface JwInstance {
  setup(config: Record<string, unknown>): JwInstance;
  on(event: string, handler: (event: { code?: number; message?: string }) => void): JwInstance;
  getConfig?(): { edition?: string } | undefined;
  remove(): void;
}
type JwPlayer = (element: HTMLElement) => JwInstance;

export class JwPlayerError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'JwPlayerError';
  }
}

export async function attachJwPlayer(
  plan: Extract<StreamPlan, { adapter: 'jwplayer' }>,
  settings: unknown,
  target: StreamTarget,
): Promise<Detach> {
  const box = target.box;
  if (!box) throw new Error('jwplayer: no box');
  const jwplayer = await loadScriptGlobal<unknown>(plan.library, 'jwplayer');
  if (typeof jwplayer !== 'function') throw new JwPlayerError('meta-player webcomponent could not be loaded', null);
  const holder = document.createElement('div');
  box.append(holder);
  const player = (jwplayer as JwPlayer)(holder);
  const onSetupError = (event: { code?: number; message?: string }) => {
    const code = Number(event.code) || null;
    target.onFatal(
      new JwPlayerError(
        isJwKeyError(code)
          ? `JW Player key error ${code}: ${event.message ?? ''}`
          : `JW Player setup error ${code ?? ''}`,
        code,
      ),
    );
  };
  player
    .on('setupError', onSetupError)
    .on('error', onSetupError)
    .on('ready', () => {
      if (isFreeEdition(player.getConfig?.()?.edition)) {
        console.warn(
          '[CongressPortal] liveplayer: the JW Player key is a free-edition key; it disables many player API calls (spec 3 §5).',
        );
      }
    });
  player.setup(jwSetup(plan.url, settings));
  return () => {
    player.remove();
    holder.remove();
  };
}
