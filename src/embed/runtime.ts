/**
 * The embed runtime chunk (`dist/cdn/runtime.js`): `createRuntime(init)` gives the loader `mount(el,
 * options)` and `destroy()` (src/embed/runtime-api.ts). One host bus and one poll scheduler (loaded on the first
 * poll) serve every mount on the page; mounting an element again replaces its previous mount.
 */
import type { CreateRuntime, MountHandle, MountOptions, Runtime, RuntimeInit } from './runtime-api';
import type { ApiClient } from '../api/types';
import { createApiClient } from '../api/client';
import { lazyScheduler } from './lazy-scheduler';
import { createHostBus } from './host-bus';
import { createConfigSource } from './client-config';
import { createClock, parseFakeNow } from './now';
import { mountWidget } from './mount';
import { widgetRegistry } from './widget-registry';
import { refusedWildcards } from '../core/host-messages/wildcards';
import { warnSetup } from './setup-chunk';
import { createValue } from '../state/value';
import type { PageConsentInputs } from '../contract/widget';

export const createRuntime: CreateRuntime = (init: RuntimeInit): Runtime => {
  const search = typeof location === 'undefined' ? '' : location.search;
  const fakenow =
    parseFakeNow(new URLSearchParams(search).get('fakenow')) === null
      ? undefined
      : new URLSearchParams(search).get('fakenow')!;
  // Refused here, next to the host bus that drops them (the loader core stays small): one warning.
  const wildcards = refusedWildcards(init.allowedOrigins);
  if (wildcards.length) void warnSetup({ kind: 'wildcards', source: 'data-allowed-origins', wildcards });
  const bus = createHostBus({ window, allowedOrigins: init.allowedOrigins ?? [], emit: init.emit });
  // Created on the first subscription (src/embed/lazy-scheduler.ts): a page whose widgets never poll never loads it.
  const scheduler = lazyScheduler(() => import('../state/poll-scheduler').then((m) => m.createPollScheduler()));
  const now = createClock(search);
  const config = createConfigSource(init.client, init.clientConfig);
  const apis = new Map<string, ApiClient>();
  const mounts = new Map<HTMLElement, MountHandle>();
  // The host's consent (CongressPortal.setConsent) for the portal, which keeps the consent store (lazy chunk).
  let hostConsent = init.consent;
  const consentListeners = new Set<(consent: unknown) => void>();
  // What widgets' trackers read (spec 3 §4): the host's choice and, while a portal is mounted, the portal's.
  const pageConsent = createValue<PageConsentInputs>({ host: hostConsent });
  const consentRelay = {
    current: () => hostConsent,
    publishPortal(analytics: boolean | undefined) {
      pageConsent.value = { ...pageConsent.value, portal: analytics };
    },
    subscribe(cb: (consent: unknown) => void) {
      consentListeners.add(cb);
      return () => {
        consentListeners.delete(cb);
      };
    },
  };

  const apiFor = (client: string): ApiClient => {
    let api = apis.get(client);
    if (!api) {
      api = createApiClient({ base: init.apiBase, client, defaultQuery: fakenow ? { fakenow } : undefined });
      apis.set(client, api);
    }
    return api;
  };

  /**
   * A mount's data-consent and data-analytics (./host-control.ts, a lazy chunk). data-consent makes the page
   * host-managed at once: nothing is tracked before the host's decision has been read.
   */
  function hostControlOf(el: HTMLElement, options: MountOptions, signal: AbortSignal): void {
    if (options.consent !== undefined && !pageConsent.value.hostManaged)
      pageConsent.value = { ...pageConsent.value, hostManaged: true };
    const before = hostConsent;
    if (options.consent !== undefined || options.analytics)
      void import('./host-control').then((m) =>
        m.startHostControl({
          el,
          options,
          signal,
          consent: pageConsent,
          before,
          current: () => hostConsent,
          setConsent,
        }),
      );
  }

  function setConsent(consent: unknown): void {
    hostConsent = consent;
    pageConsent.value = { ...pageConsent.value, host: consent };
    consentListeners.forEach((cb) => cb(consent));
  }

  async function mount(el: HTMLElement, options: MountOptions): Promise<MountHandle> {
    mounts.get(el)?.unmount();
    const control = new AbortController();
    hostControlOf(el, options, control.signal);
    const api = apiFor(options.client || init.client);
    // The portal's mount code comes with the portal (a lazy chunk): pages with widgets only never load it.
    const inner =
      options.portal && !options.error
        ? (await import('./mount-portal')).mountPortal(el, options, {
            init,
            api,
            scheduler,
            bus,
            config,
            now,
            mount,
            consent: consentRelay,
          })
        : mountWidget(el, options, {
            init,
            api,
            scheduler,
            bus,
            registry: widgetRegistry,
            config,
            now,
            consent: pageConsent,
          });
    const handle: MountHandle = {
      unmount() {
        control.abort();
        inner.unmount();
        if (mounts.get(el) === handle) mounts.delete(el);
      },
      update: (settings) => inner.update(settings),
    };
    mounts.set(el, handle);
    // Integrators chain measuring, scrolling and focusing on mount(): resolve once something real is shown.
    await inner.rendered;
    return handle;
  }

  return {
    mount,
    setConsent,
    destroy() {
      for (const handle of [...mounts.values()]) handle.unmount();
      bus.destroy();
    },
  };
};

export default createRuntime;
