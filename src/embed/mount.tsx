/**
 * One mount: shadow root, styles, React root, and the load sequence — check the name, then in parallel the
 * client configuration, the widget chunk (55 s timeout) and the server settings; then translations,
 * settings merge (defaults ← server ← options.settings) and the widget. Everything it starts hangs on one
 * AbortController, so `unmount()` leaves nothing running.
 */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { signal } from '@preact/signals-react';
import { WIDGET_NAMES, type WidgetContext, type WidgetDefinition } from '../contract/widget';
import type { ApiClient } from '../api/types';
import type { PollScheduler } from '../state/poll-scheduler';
import type { Translate } from '../i18n/types';
import type { MountHandle, MountOptions, RuntimeInit } from './runtime-api';
import type { WidgetLoader } from './widget-registry';
import type { HostBus } from './host-bus';
import type { ConfigResult } from './client-config';
import { failureKeyOf } from './client-config';
import { ensureShadowRoot } from './shadow';
import { applyStyles, clearStyles } from './styles';
import { baseStyles } from './base-styles';
import { themeCss } from './theme';
import { uiStyles } from '../ui/styles';
import { loadWidget, isChunkTimeoutError } from './load-widget';
import { fetchServerSettings, mergeSettings } from './settings';
import { scopeScheduler } from './scoped-scheduler';
import type { MountState } from './mount-state';
import { refineBox, releaseBox, reserveBox } from './reserve';
import { MountView } from './MountView';
import { describeElement, LOG_PREFIX } from './describe-element';
import { warmTimeZoneData } from './warm-intl';
import { createTranslate } from '../i18n/translate';
import { resolveLocale } from '../i18n/resolve-locale';
import { loadClientTranslations } from '../api/client-translations';
import { commonMessages } from '../i18n/messages/common';

export interface MountDeps {
  init: RuntimeInit;
  api: ApiClient;
  scheduler: PollScheduler;
  bus: HostBus;
  registry: Partial<Record<string, WidgetLoader>>;
  config(api: ApiClient): Promise<ConfigResult>;
  now(): number;
  chunkTimeoutMs?: number;
}

type Definition = WidgetDefinition<Record<string, unknown>>;

export function mountWidget(el: HTMLElement, options: MountOptions, deps: MountDeps): MountHandle {
  const { init, api } = deps;
  const controller = new AbortController();
  const where = describeElement(el);
  const widget = options.portal ? 'portal' : String(options.widget ?? '');
  reserveBox(el, options); // already done when the loader saw the element; mount() from code and npm get it here
  const root = ensureShadowRoot(el);
  root.replaceChildren();
  const container = document.createElement('div');
  container.className = 'cp-root';
  root.append(container);
  applyStyles(root, [baseStyles, uiStyles, themeCss(null)], init.nonce);

  const state = signal<MountState>({ status: 'loading' });
  const t = signal<Translate>(createTranslate(resolveLocale(options.locale, init.locale, null), [commonMessages]));
  const reactRoot = createRoot(container);
  // Synchronous first render: the reserved height is in place before the browser paints (no layout shift).
  flushSync(() => reactRoot.render(<MountView state={state} t={t} widget={widget} where={where} />));

  let overrides: Record<string, unknown> = { ...(options.settings ?? {}) };
  let serverSettings: Record<string, unknown> = {};
  let definition: Definition | null = null;
  let attempt = 0;
  const channel = deps.bus.connect(el, widget);
  const alive = () => !controller.signal.aborted;
  const fail = (key: string, params?: Record<string, string>, retry?: () => void) => {
    if (alive()) state.value = { status: 'error', key, params, retry };
  };

  async function run(): Promise<void> {
    const loader = deps.registry[widget];
    const chunk = definition
      ? Promise.resolve(definition)
      : loadWidget({ widget, loader: loader!, attempt, cdnBase: init.cdnBase, timeoutMs: deps.chunkTimeoutMs });
    chunk.catch(() => undefined); // handled below; avoids an unhandled rejection while we await the config
    warmTimeZoneData();
    const name = options.name || 'default';
    const server = fetchServerSettings(api, options.project, widget, name, controller.signal);
    const { config, failure } = await deps.config(api);
    if (!alive()) return;
    const locale = resolveLocale(options.locale, init.locale, config);
    t.value = createTranslate(locale, [commonMessages]);
    deps.bus.allowOrigins(config?.allowedOrigins);
    const translations = loadClientTranslations(api, locale);

    try {
      definition = await chunk;
    } catch (error) {
      if (!alive()) return;
      console.error(`${LOG_PREFIX} the "${widget}" widget chunk for ${where} could not be loaded.`, error);
      attempt += 1;
      return fail(isChunkTimeoutError(error) ? 'error.chunkTimeout' : 'error.loadingFailed', undefined, retry);
    }
    const clientTexts = await translations;
    if (!alive()) return;
    const translate = createTranslate(locale, [definition.messages, commonMessages], clientTexts);
    t.value = translate;
    applyStyles(root, [baseStyles, uiStyles, themeCss(config), definition.styles], init.nonce);

    const answer = await server;
    if (!alive()) return;
    if (answer.kind === 'missing' && definition.requiresServerSettings) {
      console.warn(`${LOG_PREFIX} no widget settings found for ${where} (GET ${api.client}/widgets/${options.project ?? '?'}/${widget}/${name}).`);
      return fail('error.noWidgetSettings');
    }
    if (answer.kind === 'failed') {
      const key = failure ?? failureKeyOf(answer.error);
      if (definition.requiresServerSettings) {
        console.warn(`${LOG_PREFIX} settings for ${where} could not be loaded.`, answer.error);
        return fail(key, { client: api.client }, retry);
      }
      console.warn(`${LOG_PREFIX} settings for ${where} could not be loaded; using data-settings only.`, answer.error);
    }
    serverSettings = answer.kind === 'found' ? answer.settings : {};
    const context: WidgetContext = {
      client: api.client, project: options.project, name, channel: options.channel, locale,
      clientConfig: config, api, scheduler: scopeScheduler(deps.scheduler, controller.signal), host: channel,
      t: translate, root, now: deps.now, signal: controller.signal, nonce: init.nonce,
    };
    const settings = mergeSettings(definition.defaults, serverSettings, overrides);
    refineBox(el, widget, settings, definition.size);
    state.value = { status: 'ready', definition, settings, context };
  }

  function retry(): void {
    if (!alive()) return;
    state.value = { status: 'loading' };
    void run();
  }

  if (options.error) {
    fail('error.invalidMount'); // the loader already logged the detail
  } else if (options.portal) {
    console.warn(`${LOG_PREFIX} ${where} asks for the full portal, but this build has no portal chunk yet; nothing is mounted.`);
    fail('error.portalUnavailable');
  } else if (!(WIDGET_NAMES as readonly string[]).includes(widget)) {
    console.warn(`${LOG_PREFIX} unknown widget "${widget}" in ${where}. Known widgets: ${WIDGET_NAMES.join(', ')}.`);
    fail('error.unknownWidget', { widget });
  } else if (!deps.registry[widget]) {
    console.warn(`${LOG_PREFIX} the widget "${widget}" in ${where} is part of the embedding contract but not built yet.`);
    fail('error.widgetNotAvailable', { widget });
  } else {
    void run();
  }

  return {
    unmount() {
      if (!alive()) return;
      controller.abort();
      channel.dispose();
      reactRoot.unmount();
      container.remove();
      clearStyles(root);
      releaseBox(el);
    },
    async update(settings) {
      overrides = mergeSettings(overrides, settings);
      const current = state.value;
      if (alive() && current.status === 'ready') {
        state.value = { ...current, settings: mergeSettings(current.definition.defaults, serverSettings, overrides) };
      }
    },
  };
}
