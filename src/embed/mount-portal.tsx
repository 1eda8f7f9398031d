/**
 * The portal mount: shadow root, styles, React root, and the portal chunk (55 s timeout, spec 1 §8) with
 * the client configuration and translations; then `PortalDefinition.Component` renders with a context whose
 * `mountWidget` is the runtime's own mount (page widgets share the page's scheduler and host bus).
 * One portal per page: a second mount warns once and shows a translated notice instead of a second router.
 */
import type { PortalContext, PortalDefinition } from '../contract/portal';
import type { ApiClient } from '../api/types';
import type { PollScheduler } from '../state/poll-scheduler';
import type { MountHandle, MountOptions, RuntimeInit } from './runtime-api';
import type { HostBus } from './host-bus';
import type { ConfigResult } from './client-config';
import { withTimeout, ChunkTimeoutError } from './load-widget';
import { createMountShell, type ShellViewProps } from './mount-shell';
import { Rendered } from './MountView';
import { useValue } from '../state/value';
import { scopeScheduler } from './scoped-scheduler';
import { describeElement, LOG_PREFIX } from './describe-element';
import { ErrorBoundary } from './ErrorBoundary';
import { createTranslate } from '../i18n/translate';
import { resolveLocale } from '../i18n/resolve-locale';
import { loadClientTranslations } from '../api/client-translations';
import { commonMessages } from '../i18n/messages/common';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/load-timeouts';
import { MARK_PAINTED } from './runtime-api';
import { createConsentStore, type ConsentStore } from '../state/consent';
import { documentCookies } from '../state/session';
import { normalizeConsentChoice } from '../core/tracking/consent-services';
import { readStorage, writeStorage } from '../core/client/storage';

export type PortalLoader = () => Promise<{ default: PortalDefinition }>;

export interface PortalMountDeps {
  init: RuntimeInit;
  api: ApiClient;
  scheduler: PollScheduler;
  bus: HostBus;
  config(api: ApiClient): Promise<ConfigResult>;
  now(): number;
  /** The runtime's mount, for page widgets. */
  mount(el: HTMLElement, options: MountOptions): Promise<MountHandle>;
  loadPortal?: PortalLoader;
  chunkTimeoutMs?: number;
  /** The host's consent decisions (`CongressPortal.setConsent`), relayed by the runtime. */
  consent?: {
    current(): unknown;
    subscribe(cb: (consent: unknown) => void): () => void;
    publishPortal?(analytics: boolean | undefined): void;
  };
}

/** Session-storage key of the language the visitor chose in the footer (kept for the browser session). */
export const CHOSEN_LOCALE_KEY = 'congress-portal:locale';
const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The page's consent store, fed by the host's `setConsent` (which also closes the portal's banner for good). */
function portalConsent(
  options: MountOptions,
  deps: PortalMountDeps,
  config: unknown,
): { store: ConsentStore; stop(): void } {
  const hostManaged = options.consentManager === 'host' || options.consent !== undefined;
  const store = createConsentStore({
    cookies: documentCookies(document),
    // The host decides: a consent cookie of an earlier visit does not count before it says so on this page.
    ignoreStoredChoice: hostManaged,
    // The consent cookie's lifetime keeps the real clock: `fakenow` moves status only (spec 1 §2).
    now: Date.now,
    clientConfig: config,
    reload: () => window.location.reload(),
    randomBytes: () => crypto.getRandomValues(new Uint8Array(8)),
  });
  store.setHostManaged(hostManaged);
  const apply = (value: unknown) => {
    if (value === undefined) return;
    const choice = normalizeConsentChoice(value);
    if (!choice) {
      console.warn(
        `${LOG_PREFIX} setConsent expected true, false, 'all', 'none', 'analytics errors' or { analytics?: boolean, errorMonitoring?: boolean } but received`,
        value,
      );
      return;
    }
    store.setHostManaged(true);
    store.set(choice, 'host');
  };
  apply(deps.consent?.current());
  const stopHost = deps.consent?.subscribe(apply);
  // Page widgets' trackers follow the portal's analytics choice (spec 3 §4), until the portal unmounts.
  const publish = deps.consent?.publishPortal;
  const stopPublish = publish ? store.consent.subscribe((s) => publish(s.choice.analytics)) : undefined;
  return {
    store,
    stop: () => {
      stopHost?.();
      stopPublish?.();
      publish?.(undefined);
    },
  };
}

type ReadyPortal = { definition: PortalDefinition; context: PortalContext };

const PORTAL_RESERVED_HEIGHT = 480;
/** Texts of this lazy chunk only (kept out of the runtime's common messages). */
const mountMessages = {
  en: { 'error.secondPortal': 'This page already shows the congress portal; it can only appear once per page.' },
  de: {
    'error.secondPortal': 'Diese Seite zeigt das Kongressportal bereits; es kann nur einmal pro Seite erscheinen.',
  },
};
const defaultLoader: PortalLoader = () => import('../portal/index');

/** The element of the page's portal (one per page, shared/ARCHITECTURE.md). */
let activePortal: HTMLElement | null = null;

function PortalView({ state, t: translate, where, onRendered }: ShellViewProps<ReadyPortal>) {
  const current = useValue(state);
  const t = useValue(translate);
  if (current.status === 'loading') {
    return (
      <div className="cp-mount" data-state="loading" style={{ minHeight: `${PORTAL_RESERVED_HEIGHT}px` }}>
        <Spinner label={t('state.loading')} />
      </div>
    );
  }
  if (current.status === 'error') {
    return (
      <div className="cp-mount" data-state="error">
        <ErrorState
          title={t('error.title')}
          message={t(current.key, current.params)}
          onRetry={current.retry}
          retryLabel={t('action.retry')}
        />
        <Rendered onRendered={onRendered} />
      </div>
    );
  }
  const Portal = current.definition.Component;
  return (
    <div className="cp-mount" data-state="ready">
      <ErrorBoundary t={current.context.t} where={where}>
        <Portal context={current.context} />
      </ErrorBoundary>
      <Rendered onRendered={onRendered} />
    </div>
  );
}

export function mountPortal(
  el: HTMLElement,
  options: MountOptions,
  deps: PortalMountDeps,
): MountHandle & { rendered: Promise<void> } {
  const { init, api } = deps;
  const shell = createMountShell<ReadyPortal>({
    el,
    nonce: init.nonce,
    bus: deps.bus,
    name: 'portal',
    translate: createTranslate(resolveLocale(options.locale, init.locale, null), [mountMessages, commonMessages]),
    view: (props) => <PortalView {...props} />,
  });
  const { controller, where, state, t, alive, channel } = shell;
  const owner = activePortal === null || activePortal === el || !activePortal.isConnected;
  let consent: { store: ConsentStore; stop(): void } | undefined;

  async function run(): Promise<void> {
    const timeoutMs = deps.chunkTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
    const load =
      shell.attempt > 0 && init.cdnBase
        ? () =>
            import(/* @vite-ignore */ `${init.cdnBase}portal.js?retry=${shell.attempt}`) as Promise<{
              default: PortalDefinition;
            }>
        : (deps.loadPortal ?? defaultLoader);
    const chunk = withTimeout(load(), timeoutMs, () => new ChunkTimeoutError('portal', timeoutMs));
    chunk.catch(() => undefined);
    const { config } = await deps.config(api);
    if (!alive()) return;
    const offered = (config?.languages ?? []).map((l) => l?.short_code);
    const kept = readStorage(sessionStore(), CHOSEN_LOCALE_KEY);
    const chosen = kept && offered.includes(kept) ? kept : null;
    const locale = resolveLocale(chosen ?? options.locale, init.locale, config);
    t.value = createTranslate(locale, [mountMessages, commonMessages]);
    deps.bus.allowOrigins(config?.allowedOrigins);
    const translations = loadClientTranslations(api, locale);
    let definition: PortalDefinition;
    try {
      definition = (await chunk).default;
    } catch (error) {
      return shell.chunkFailed('the portal chunk', error);
    }
    const clientTexts = await translations;
    if (!alive()) return;
    shell.style(config, definition.styles);
    consent ??= portalConsent(options, deps, config);
    const scheduler = scopeScheduler(deps.scheduler, controller.signal);
    // One context per language: the footer's language select renders the whole portal again with the next one.
    const contextFor = (lang: string, texts: Record<string, string>, chosenLocale: string | null): PortalContext => {
      const translate = createTranslate(lang, [definition.messages, mountMessages, commonMessages], texts);
      t.value = translate;
      return {
        client: api.client,
        project: options.project,
        locale: lang,
        clientConfig: config,
        api,
        scheduler,
        host: channel,
        t: translate,
        root: shell.root,
        now: deps.now,
        signal: controller.signal,
        nonce: init.nonce,
        links: { hooks: init.linkHooks, widget: 'portal', project: options.project },
        structuredData: options.structuredData,
        basePath: options.basePath ?? '',
        documentTitle: options.documentTitle === true,
        mountWidget: (target, widget) =>
          deps.mount(target, {
            ...widget,
            client: options.client,
            locale: lang,
            eager: true,
            inlineSettings: true,
            structuredData: options.structuredData,
          }),
        consent: consent!.store,
        chosenLocale,
        async setLocale(next) {
          if (!alive() || !offered.includes(next)) return;
          writeStorage(sessionStore(), CHOSEN_LOCALE_KEY, next);
          const nextTexts = await loadClientTranslations(api, next);
          if (alive()) state.value = { status: 'ready', definition, context: contextFor(next, nextTexts, next) };
        },
      };
    };
    state.value = { status: 'ready', definition, context: contextFor(locale, clientTexts, chosen) };
    if (typeof performance?.mark === 'function') performance.mark(`${MARK_PAINTED}:portal`);
  }

  if (!owner) {
    console.warn(
      `${LOG_PREFIX} ${where} asks for a second congress portal on this page; only one portal can own the page's URL, so this one is not mounted (the portal in ${describeElement(activePortal!)} is).`,
    );
    shell.fail('error.secondPortal');
  } else {
    activePortal = el;
    shell.start(run);
  }

  return {
    rendered: shell.rendered,
    unmount() {
      shell.teardown(() => {
        consent?.stop();
        if (activePortal === el && owner) activePortal = null;
      });
    },
    async update() {
      // The portal takes no settings after mounting (its configuration is the client's).
    },
  };
}
