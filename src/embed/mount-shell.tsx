/**
 * The life cycle every mount shares, widget or portal: the shadow root and its styles, a React root rendered
 * synchronously (the reserved box is in place before the browser paints), one AbortController that everything
 * the mount starts hangs on, the `rendered` promise `mount()` awaits, the translated loading and error states
 * with a retry that counts attempts (a retried chunk gets a fresh URL), the host channel (with the mount's `play` and
 * `pause`), the `congress-ready` / `congress-error` events on the mount element, and a teardown that leaves nothing
 * behind. src/embed/mount.tsx and mount-portal.tsx differ only in what they load and render.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { ClientConfig } from '../core/types';
import type { Translate } from '../i18n/types';
import { uiStyles } from '../ui/styles';
import { createValue, type ReadonlyValue, type Value } from '../state/value';
import { baseStyles } from './base-styles';
import { describeElement, LOG_PREFIX } from './describe-element';
import type { HostBus, MountChannel } from './host-bus';
import { isChunkTimeoutError } from './load-widget';
import { prepareMountRoot } from './mount-root';
import { applyStyles, clearStyles } from './styles';
import { themeCss } from './theme';
import { dispatchCongressEvent, mediaEventDetail } from '../core/host-messages/dom-event';
import { loadSetupProblems } from './setup-chunk';

/** What a mount shows: loading, its content (`R`, the mount's own ready payload), or a translated error. */
export type ShellState<R> =
  | { status: 'loading' }
  | ({ status: 'ready' } & R)
  | { status: 'error'; key: string; params?: Record<string, string>; retry?: () => void };

export interface ShellViewProps<R> {
  state: ReadonlyValue<ShellState<R>>;
  t: ReadonlyValue<Translate>;
  where: string;
  /** Called after each commit of the content or an error state (settles `rendered`). */
  onRendered(): void;
}

export interface MountShellOptions<R> {
  el: HTMLElement;
  nonce?: string;
  bus: HostBus;
  /** The widget's name, or 'portal': names the host channel and the console messages. */
  name: string;
  /** The texts shown before the configuration and translations arrive. */
  translate: Translate;
  view(props: ShellViewProps<R>): ReactNode;
}

export interface MountShell<R> {
  readonly root: ShadowRoot;
  /** The mount point as a developer finds it in the page (`<div id="x" data-congress-widget="…">`). */
  readonly where: string;
  readonly state: Value<ShellState<R>>;
  readonly t: Value<Translate>;
  readonly channel: MountChannel;
  /** Aborted on unmount: every request, timer and listener the mount starts listens to it. */
  readonly controller: AbortController;
  /** Settles once the content or an error state is on screen, or the mount was unmounted. */
  readonly rendered: Promise<void>;
  /** How many loads failed so far (a retry asks for the chunk under a fresh URL). */
  readonly attempt: number;
  alive(): boolean;
  /** Runs `load`, and again on each retry (from the loading state). */
  start(load: () => Promise<void>): void;
  retry(): void;
  fail(key: string, params?: Record<string, string>, retry?: () => void): void;
  /** A chunk that did not arrive: logged, counted, and shown as a timeout or a loading failure with a retry. */
  chunkFailed(what: string, error: unknown): void;
  /** The styles of the mount: base, ui, the client's theme, and those of the loaded chunk. */
  style(config: ClientConfig | null, chunkStyles: string): void;
  /** Unmounts: `cleanup` runs after the abort and before the root goes. Safe to call twice. */
  teardown(cleanup?: () => void): void;
}

export function createMountShell<R>(options: MountShellOptions<R>): MountShell<R> {
  const { el, nonce } = options;
  const controller = new AbortController();
  const where = describeElement(el);
  const { root, container } = prepareMountRoot(el, nonce);
  const state = createValue<ShellState<R>>({ status: 'loading' });
  const t = createValue<Translate>(options.translate);
  const reactRoot = createRoot(container);
  let settle!: () => void;
  const rendered = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const channel = options.bus.connect(el, options.name);
  let ready = false;
  let reported: ShellState<R> | undefined;
  /** After a commit: `mount()` may resolve; the first content is `congress-ready`, each new error `congress-error`. */
  const onRendered = () => {
    settle();
    const current = state.value;
    if (current.status === 'ready' && !ready) {
      ready = true;
      dispatchCongressEvent(el, 'congress-ready', { widget: options.name });
    } else if (current.status === 'error' && current !== reported) {
      reported = current;
      dispatchCongressEvent(el, 'congress-error', { widget: options.name, error: current.key });
    }
  };
  flushSync(() => reactRoot.render(options.view({ state, t, where, onRendered })));
  // Play, pause and end of any <video>/<audio> in the mount are host events (media events stay in their shadow root).
  const media = (event: Event) => {
    const target = event.composedPath()[0] as HTMLMediaElement;
    // A finished recording pauses first: that is its end, not a pause.
    if (event.type !== 'pause' || !target.ended) channel.emit(event.type, mediaEventDetail(target));
  };
  for (const type of ['play', 'pause', 'ended'])
    root.addEventListener(type, media, { capture: true, signal: controller.signal });
  const alive = () => !controller.signal.aborted;
  let attempt = 0;
  let load: () => Promise<void> = () => Promise.resolve();

  const shell: MountShell<R> = {
    root,
    where,
    state,
    t,
    channel,
    controller,
    rendered,
    get attempt() {
      return attempt;
    },
    alive,
    start(next) {
      load = next;
      void load();
    },
    retry() {
      if (!alive()) return;
      state.value = { status: 'loading' };
      void load();
    },
    fail(key, params, retry) {
      const show = () => {
        if (alive()) state.value = { status: 'error', key, params, retry };
      };
      if (!alive()) return;
      // A key the mount cannot translate yet is a set-up error's: its text comes first (a failed load: "Loading failed").
      if (t.value(key) !== key) show();
      else loadSetupProblems().then(show, () => shell.fail('error.loadingFailed', undefined, retry));
    },
    chunkFailed(what, error) {
      if (!alive()) return;
      console.error(`${LOG_PREFIX} ${what} for ${where} could not be loaded.`, error);
      attempt += 1;
      shell.fail(isChunkTimeoutError(error) ? 'error.chunkTimeout' : 'error.loadingFailed', undefined, shell.retry);
    },
    style(config, chunkStyles) {
      applyStyles(root, [baseStyles, uiStyles, themeCss(config), chunkStyles], nonce);
    },
    teardown(cleanup) {
      if (!alive()) return;
      controller.abort();
      cleanup?.();
      settle();
      channel.dispose();
      reactRoot.unmount();
      container.remove();
      clearStyles(root);
    },
  };
  return shell;
}
