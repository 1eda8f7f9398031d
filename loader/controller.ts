import type {
  CongressPortalGlobal,
  CongressPortalListener,
  MountHandle,
  MountOptions,
  Runtime,
} from '../src/embed/runtime-api';
import type { LinkHook } from '../src/core/links/link-hook';
import { MOUNT_SELECTOR, mountProblem, readMountAttributes } from './mount-attributes';
import { commaList } from './script-params';
import { describe, safely, warn } from './warn';
import { hasElement, hasMountPoint, resolveTarget } from './targets';
import { reserveBox } from '../src/embed/reserve';
import { isCongressElement } from '../src/contract/mount-attribute';
import type { ControllerDeps, Entry } from './controller-types';

/** About one viewport ahead: code and data arrive before the reader scrolls there. */
const LAZY_ROOT_MARGIN = '100% 0px';

/** The loader's state and the methods of `window.CongressPortal`; the browser comes in through `init`. */
export function createController(init: ControllerDeps): CongressPortalGlobal {
  const { win, params } = init;
  const doc = win.document;
  const entries = new Map<Element, Entry>();
  /**
   * Mount points the host unmounted (unmount(el), handle.unmount()): scans leave them alone until the host mounts
   * them again. Without this, the next element removed anywhere on the page (a scan) would mount them again behind
   * the host's back. A mount point removed from the document is not one of them: inserted again, it mounts again.
   */
  const released = new WeakSet<Element>();
  const listeners = new Map<string, Set<CongressPortalListener>>();
  let runtime: Promise<Runtime> | undefined;
  let lazy: IntersectionObserver | undefined;
  let watcher: MutationObserver | undefined;
  /** The host's consent (setConsent), kept for runtimes made later; undefined until the host says. */
  let consent: unknown;

  const emit = (type: string, detail: unknown) => listeners.get(type)?.forEach((cb) => safely(cb, detail));

  /** One runtime for all mounts, created when the first mount point needs it; a failed load can retry. */
  function loadRuntime(): Promise<Runtime> {
    if (!runtime) {
      const { client, config, runtime: module } = init.load();
      const loading = Promise.all([module, client]).then(([m, name]) =>
        m.createRuntime({
          apiBase: params.api,
          cdnBase: params.cdn,
          client: name,
          clientConfig: config,
          locale: params.locale,
          nonce: params.nonce,
          allowedOrigins: commaList(params.allowedOrigins),
          emit,
          consent,
          linkHooks: () => (listeners.get('link') ?? []) as Iterable<LinkHook>,
          sizeRuleOf: init.sizeRuleOf,
        }),
      );
      runtime = loading;
      loading.catch(() => {
        if (runtime === loading) runtime = undefined;
      });
    }
    return runtime;
  }

  function load(el: Element, entry: Entry): void {
    entry.state = 'loading';
    entry.clearFailure?.();
    const { widget, portal, error } = entry.options;
    if (widget && !portal && !error) init.preload?.(widget);
    loadRuntime()
      .then((rt) => rt.mount(el as HTMLElement, entry.options))
      .then(
        (handle) => {
          if (entries.get(el) !== entry) return handle.unmount(); // unmounted while loading
          entry.state = 'mounted';
          entry.handle = handle;
          // The host's handle goes through unmount(el), so the loader knows when the last mount is gone.
          entry.settle[0]({
            unmount: () => {
              if (entries.get(el) === entry) unmount(el);
            },
            update: (s) => handle.update(s),
          });
        },
        (error: unknown) => {
          if (entries.get(el) !== entry) return;
          entry.state = 'failed';
          warn(`${describe(el)}: ${(error as Error)?.message ?? String(error)}`);
          entry.clearFailure = init.showLoadFailure(el, entry.options.locale ?? params.locale, () => load(el, entry));
          emit('error', { element: el, error });
          // The element's DOM event (src/core/host-messages/dom-event.ts, which the runtime carries), written out: the
          // loader core does not carry that module for the one event it sends itself.
          el.dispatchEvent(
            new CustomEvent('congress-error', {
              detail: { widget: widget ?? 'portal', error: String(error) },
              bubbles: true,
              composed: true,
            }),
          );
          entry.settle[1](error);
        },
      );
  }

  function onIntersect(records: IntersectionObserverEntry[]): void {
    for (const record of records) {
      const entry = entries.get(record.target);
      if (!record.isIntersecting || entry?.state !== 'waiting') continue;
      lazy?.unobserve(record.target);
      load(record.target, entry);
    }
  }

  function add(el: Element, options: MountOptions, problem?: string, given?: MountOptions): Entry {
    const element = isCongressElement(el);
    if (problem) {
      // An element's problem is warned about by its chunk, which reads what only elements have (one warning).
      if (!element) warn(`${describe(el)}: ${problem}`);
      options.error = problem; // the runtime shows a translated error state in the mount point
    }
    let settle!: Entry['settle'];
    const promise = new Promise<MountHandle>((resolve, reject) => {
      settle = [resolve, reject];
    });
    const entry: Entry = { options, state: 'waiting', promise, settle, given };
    entries.set(el, entry);
    // Issue 9: the box is reserved the moment the loader sees the mount point, long before it loads.
    safely(reserveBox, el as HTMLElement, options, init.sizeRuleOf);
    // A custom element's own rules, live attributes, `settings` and `ready` come with a chunk of their own
    // (loader/element-link.ts), which starts the mount once it has read the element.
    if (element)
      (elementLink ??= import('./element-link')).then(
        (m) => {
          if (entries.get(el) === entry) entry.unlink = m.linkElement(el, entry, elementHost);
        },
        (error: unknown) => {
          warn(`${describe(el)}: ${(error as Error)?.message ?? String(error)}`);
          if (entries.get(el) === entry) start(el, entry);
        },
      );
    else start(el, entry);
    return entry;
  }

  /** Loads a mount point now (eager, or no IntersectionObserver) or when it nears the viewport. */
  function start(el: Element, entry: Entry): void {
    if (entry.options.eager || !win.IntersectionObserver) {
      load(el, entry);
    } else {
      lazy ??= new win.IntersectionObserver((records) => safely(onIntersect, records), {
        rootMargin: LAZY_ROOT_MARGIN,
      });
      lazy.observe(el);
    }
  }

  function mount(target: Element | string, options: MountOptions = {}): Promise<MountHandle> {
    try {
      const el = resolveTarget(doc, target);
      released.delete(el);
      drop(el); // a new mount replaces the old one, on the same runtime
      const parsed = readMountAttributes(el);
      const merged = { ...parsed.options, ...options };
      if (options.portal) delete merged.widget;
      startWatching();
      return add(el, merged, mountProblem(merged, options.settings ? undefined : parsed.problem), options).promise;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Forgets a mount point: cancels its lazy load or unmounts it (`replaced`: a new mount takes its promise over). */
  function drop(el: Element, replaced = false): void {
    const entry = entries.get(el);
    if (!entry) return;
    entries.delete(el);
    lazy?.unobserve(el);
    entry.clearFailure?.();
    entry.unlink?.();
    if (entry.handle) safely(() => entry.handle!.unmount());
    else if (!replaced) entry.settle[1](new Error(`${describe(el)} was unmounted before it loaded`));
  }

  let elementLink: Promise<typeof import('./element-link')> | undefined;
  const elementHost = { entries, add, drop, start, sizeRuleOf: init.sizeRuleOf };

  /** `kept` (the host's call): scans leave the element alone from now on; false for one removed from the document. */
  function unmount(target: Element | string, kept = true): void {
    try {
      const el = resolveTarget(doc, target);
      if (kept) released.add(el);
      drop(el);
      if (entries.size === 0) releaseRuntime();
    } catch {
      /* already warned by resolveTarget; unmount never throws into the host page */
    }
  }

  /** When the last mount is gone, the lazy observer and the runtime's global listeners go too. */
  function releaseRuntime(): void {
    lazy?.disconnect();
    lazy = undefined;
    const rt = runtime;
    runtime = undefined;
    rt?.then(
      (r) => r.destroy(),
      () => undefined,
    );
  }

  /** Mounts new mount points, unmounts removed ones; `retry` (public scan()) also retries failed ones. */
  function scan(retry: boolean): void {
    doc.querySelectorAll(MOUNT_SELECTOR).forEach((el) => {
      const entry = entries.get(el);
      if (entry) {
        if (retry && entry.state === 'failed') load(el, entry);
      } else if (!released.has(el)) {
        const { options, problem } = readMountAttributes(el);
        add(el, options, mountProblem(options, problem)).promise.catch(() => undefined);
      }
    });
    for (const el of [...entries.keys()]) if (!el.isConnected) unmount(el, false);
  }

  /** Single-page hosts add and remove mount points after load: pick them up, unmount removed ones. */
  function startWatching(): void {
    if (watcher || !win.MutationObserver) return;
    watcher = new win.MutationObserver((records) => {
      // Only mutations that add a mount point or remove an element (and so perhaps a mount) cost a scan;
      // not a retry: the failure message the loader itself writes is a mutation too.
      if (records.some((r) => hasMountPoint(r.addedNodes) || (entries.size > 0 && hasElement(r.removedNodes))))
        safely(scan, false);
    });
    watcher.observe(doc.documentElement, { childList: true, subtree: true });
  }

  function destroy(): void {
    for (const el of [...entries.keys()]) drop(el);
    watcher?.disconnect();
    watcher = undefined;
    releaseRuntime();
    listeners.clear();
    if (win.CongressPortal === init.stub) delete win.CongressPortal;
  }

  return {
    version: init.version,
    env: init.envName,
    mount,
    unmount,
    scan: () => {
      startWatching();
      safely(scan, true);
    },
    on: (type, cb) => {
      if (typeof cb === 'function') (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(cb);
    },
    off: (type, cb) => {
      listeners.get(type)?.delete(cb);
    },
    setEnv: (name) => init.setEnv(name),
    setConsent: (value) => {
      consent = value;
      runtime?.then(
        (r) => r.setConsent(value),
        () => undefined,
      );
    },
    destroy,
  };
}
