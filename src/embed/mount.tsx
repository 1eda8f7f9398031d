/**
 * One mount: shadow root, styles, React root, and the load sequence — check the name, then in parallel the
 * client configuration, the widget chunk (55 s timeout) and the server settings; then translations,
 * settings merge (defaults ← server ← options.settings) and the widget. Everything it starts hangs on one
 * AbortController, so `unmount()` leaves nothing running.
 */
import { WIDGET_NAMES, type WidgetContext, type WidgetDefinition } from '../contract/widget';
import type { ApiClient } from '../api/types';
import type { PollScheduler } from '../state/poll-scheduler';
import type { Translate } from '../i18n/types';
import type { MountHandle, MountOptions, RuntimeInit } from './runtime-api';
import type { WidgetLoader } from './widget-registry';
import { asksForEntry, settingsRuleOf, settingsVerdict } from '../core/widget-settings/settings-rule';
import type { HostBus } from './host-bus';
import type { ConfigResult } from './client-config';
import type { ClientConfig } from '../core/types';
import { failureKeyOf } from './client-config';
import { loadWidget } from './load-widget';
import { createMountShell } from './mount-shell';
import { warnSetup } from './setup-chunk';
import { fetchServerSettings, mergeSettings } from './settings';
import { releaseBox, reserveBox } from './reserve';
import { refineBox } from './refine-box';
import { createPrefetcher } from './prefetch';
import { MountView } from './MountView';
import { LOG_PREFIX } from './describe-element';
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
  /** The page's consent inputs, handed to widgets (their trackers). */
  consent?: WidgetContext['pageConsent'];
}

type Definition = WidgetDefinition<Record<string, unknown>>;
type ReadyWidget = { definition: Definition; settings: Record<string, unknown>; context: WidgetContext };

/** A mount's handle, plus `rendered`: settles once its widget or error state is on screen, or it was unmounted. */
export interface MountResult extends MountHandle {
  rendered: Promise<void>;
}

export function mountWidget(el: HTMLElement, options: MountOptions, deps: MountDeps): MountResult {
  const { init, api } = deps;
  const widget = options.portal ? 'portal' : String(options.widget ?? '');
  reserveBox(el, options, deps.init.sizeRuleOf); // already done when the loader saw the element; mount() from code and npm get it here
  const shell = createMountShell<ReadyWidget>({
    el,
    nonce: init.nonce,
    bus: deps.bus,
    name: widget,
    translate: createTranslate(resolveLocale(options.locale, init.locale, null), [commonMessages]),
    view: (props) => <MountView {...props} widget={widget} />,
  });
  const { controller, where, state, t, alive, fail, retry, channel } = shell;

  let overrides: Record<string, unknown> = { ...(options.settings ?? {}) };
  let serverSettings: Record<string, unknown> = {};
  let definition: Definition | null = null;
  let scheduler: PollScheduler | undefined;
  const prefetcher = createPrefetcher(deps.scheduler, controller.signal);

  /** The widget with its context; called again when a mount that rendered early gets its configuration. */
  function show(loaded: Definition, config: ClientConfig | null, locale: string, translate: Translate): void {
    t.value = translate;
    shell.style(config, loaded.styles);
    scheduler ??= prefetcher.scheduler;
    const context: WidgetContext = {
      client: api.client,
      project: options.project,
      name: options.name || 'default',
      channel: options.channel,
      locale,
      clientConfig: config,
      api,
      scheduler,
      host: channel,
      t: translate,
      root: shell.root,
      now: deps.now,
      signal: controller.signal,
      nonce: init.nonce,
      pageConsent: deps.consent,
      links: { hooks: init.linkHooks, widget, project: options.project },
      structuredData: options.structuredData,
    };
    const settings = mergeSettings(loaded.defaults, serverSettings, overrides);
    refineBox(el, settings, loaded.size ?? deps.init.sizeRuleOf(widget));
    state.value = { status: 'ready', definition: loaded, settings, context };
  }

  async function run(): Promise<void> {
    const loader = deps.registry[widget];
    const chunk = definition
      ? Promise.resolve(definition)
      : loadWidget({
          widget,
          loader: loader!,
          attempt: shell.attempt,
          cdnBase: init.cdnBase,
          timeoutMs: deps.chunkTimeoutMs,
        });
    chunk.catch(() => undefined); // handled below; avoids an unhandled rejection while we await the config
    const name = options.name || 'default';
    // Every required setting in data-settings: they are the whole settings, so no settings request (which could
    // only fail) and no waiting on the API (core settings-rule.ts).
    const inline = !asksForEntry(settingsRuleOf(widget), overrides, options.requireServerSettings);
    const server = inline ? undefined : fetchServerSettings(api, options.project, widget, name, controller.signal);
    server?.catch(() => undefined);
    const configured = deps.config(api);
    prefetcher.start(chunk, server, () => overrides, {
      client: api.client,
      project: options.project,
      name,
      channel: options.channel,
      api,
    });

    let loaded: Definition;
    try {
      loaded = definition = await chunk;
    } catch (error) {
      return shell.chunkFailed(`the "${widget}" widget chunk`, error);
    }
    if (!alive()) return;
    if (inline) {
      serverSettings = {};
      // Usually the configuration (fetched alongside the chunk) is already here: use it at once, so the first
      // render has the client's theme and script whitelist; otherwise render without it and update later.
      const early = await Promise.race([configured, new Promise<undefined>((resolve) => setTimeout(resolve, 0))]);
      if (!alive()) return;
      const known = early && !early.failure ? early.config : null;
      const firstLocale = resolveLocale(options.locale, init.locale, known);
      show(loaded, known, firstLocale, createTranslate(firstLocale, [loaded.messages, commonMessages]));
    }

    const { config, failure } = await configured;
    if (!alive()) return;
    const locale = resolveLocale(options.locale, init.locale, config);
    deps.bus.allowOrigins(config?.allowedOrigins);
    // Without a configuration the translations call would fail the same way: built-in texts (already reported).
    const clientTexts = failure ? {} : await loadClientTranslations(api, locale);
    if (!alive()) return;
    const translate = createTranslate(locale, [loaded.messages, commonMessages], clientTexts);
    if (inline) return failure ? undefined : show(loaded, config, locale, translate);
    t.value = translate;

    const answer = await server!;
    if (!alive()) return;
    // The configuration failed: the console already says why (client-config.ts); the settings cannot help.
    if (answer.kind === 'failed' || (failure && answer.kind !== 'found')) {
      const error = answer.kind === 'failed' ? answer.error : undefined;
      if (!failure) console.warn(`${LOG_PREFIX} settings for ${where} could not be loaded.`, error);
      // Without the API (no network at the venue), a widget that kept a copy renders it with the settings it kept.
      const kept = await loaded.keptSettings?.({ client: api.client, project: options.project, name, api });
      if (!alive()) return;
      if (!kept) return fail(failure ?? failureKeyOf(error), { client: api.client }, retry);
      serverSettings = kept;
      return show(loaded, config, locale, translate);
    }
    serverSettings = answer.kind === 'found' ? answer.settings : {};
    const missing = settingsVerdict(loaded.settingsRule ?? settingsRuleOf(widget), {
      entry: answer.kind,
      server: serverSettings,
      inline: overrides,
      requireEntry: options.requireServerSettings,
      entryOptional: options.inlineSettings,
    });
    if (!missing || missing.length) {
      const names = missing?.join(', ');
      const request = `GET ${api.client}/widgets/${options.project ?? '?'}/${widget}/${name}: ${answer.kind}`;
      void warnSetup({ kind: 'settings', widget, where, names, request });
      return fail(names ? 'error.missingSettings' : 'error.noWidgetSettings', { settings: names! });
    }
    show(loaded, config, locale, translate);
  }

  if (options.error) {
    fail('error.invalidMount'); // the loader already logged the detail
  } else if (!(WIDGET_NAMES as readonly string[]).includes(widget)) {
    void warnSetup({ kind: 'unknown', widget, where });
    fail('error.unknownWidget', { widget });
  } else if (!deps.registry[widget]) {
    void warnSetup({ kind: 'unbuilt', widget, where });
    fail('error.widgetNotAvailable', { widget });
  } else {
    shell.start(run);
  }

  return {
    rendered: shell.rendered,
    unmount() {
      shell.teardown();
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
