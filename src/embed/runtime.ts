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
import { refusedWildcards } from '../core/host-messages/origin';
import { LOG_PREFIX } from './describe-element';
import { createValue } from '../state/value';
import type { PageConsentInputs } from '../contract/widget';
import { hostConsentAttribute, hostConsentWarning } from '../core/tracking/host-consent';
import { resolveLink, warnOncePerHook, type LinkResolver } from '../core/links/link-hook';

export const createRuntime: CreateRuntime = (init: RuntimeInit): Runtime => {
  const search = typeof location === 'undefined' ? '' : location.search;
  const fakenow =
    parseFakeNow(new URLSearchParams(search).get('fakenow')) === null
      ? undefined
      : new URLSearchParams(search).get('fakenow')!;
  // Refused here, next to the host bus that drops them (the loader core stays small): one warning.
  const wildcards = refusedWildcards(init.allowedOrigins);
  if (wildcards.length)
    console.warn(`${LOG_PREFIX} data-allowed-origins ${wildcards.join(', ')} refused: list origins one by one.`);
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

  // The host decides where links go: one resolver per mount, asking the hooks registered at that moment.
  const linkProblem = warnOncePerHook((message) => console.warn(`${LOG_PREFIX} ${message}`));
  const links =
    (widget: string, project: string | undefined): LinkResolver =>
    ({ project: own, ...link }) => {
      const scope = own ?? project;
      const detail = scope === undefined ? { ...link, widget } : { ...link, widget, project: scope };
      const url = resolveLink(detail, init.linkHooks?.() ?? [], linkProblem);
      return url === null ? null : { ...detail, url };
    };

  const apiFor = (client: string): ApiClient => {
    let api = apis.get(client);
    if (!api) {
      api = createApiClient({ base: init.apiBase, client, defaultQuery: fakenow ? { fakenow } : undefined });
      apis.set(client, api);
    }
    return api;
  };

  /** A mount's data-consent: the host manages consent for the page; a list of services is its decision. */
  function hostConsentOf(options: MountOptions): void {
    if (options.consent === undefined) return;
    const { choice, unknown } = hostConsentAttribute(options.consent);
    const problem = hostConsentWarning(options.consent, unknown);
    if (problem) console.warn(`${LOG_PREFIX} ${problem}`);
    if (!pageConsent.value.hostManaged) pageConsent.value = { ...pageConsent.value, hostManaged: true };
    if (choice && JSON.stringify(hostConsent) !== JSON.stringify(choice)) setConsent(choice);
  }

  function setConsent(consent: unknown): void {
    hostConsent = consent;
    pageConsent.value = { ...pageConsent.value, host: consent };
    consentListeners.forEach((cb) => cb(consent));
  }

  async function mount(el: HTMLElement, options: MountOptions): Promise<MountHandle> {
    mounts.get(el)?.unmount();
    hostConsentOf(options);
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
            links,
            pageConsent,
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
            links,
          });
    const handle: MountHandle = {
      unmount() {
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
