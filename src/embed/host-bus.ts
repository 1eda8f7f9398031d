/**
 * The runtime side of the host message protocol (spec 3 §2 "Widget mode"; envelope and validation in
 * src/core/host-messages; docs/host-messages.md). One bus per runtime:
 * - listens to `message` only while at least one widget is mounted;
 * - accepts a message only if `event.origin` is in the allow-list (RuntimeInit.allowedOrigins + the client's
 *   `allowedOrigins` + the page's own origin), `event.source` is this window, its parent, its opener or one
 *   of its child frames, and the envelope validates; everything else is ignored. The origin rules, the validation
 *   and the answers (./host-inbound/index.ts) are a chunk of their own, imported with the first congress-portal
 *   message from a known window: a page that gets none never loads it. Messages arriving meanwhile wait for it and
 *   are handled in the order they came;
 * - `register` stores the sender (window + origin) and answers `ready`: events are posted only to windows
 *   that completed this handshake, always with their exact origin as targetOrigin;
 * - `hasOnAirChannel` is answered with whether any mounted widget reports a visible channel;
 * - `Widget.SetFilter` / `Widget.AddFilter` reach every widget's `onFilter` listeners.
 * Widget events also become DOM CustomEvents `congress-portal:<type>` and `congress-<type>` (core dom-event.ts) on
 * the mount element and reach `CongressPortal.on` through `RuntimeInit.emit`.
 */
import { HOST_MESSAGE_SOURCE } from '../core/host-messages/envelope';
import type { InboundBus } from './host-inbound';
import type { HostChannel, SharedFilter } from '../core/host-messages/channel';
import { domEventName } from '../core/host-messages/dom-event';
import { dispatchCongressEvent } from '../core/host-messages/dom-event';

/** `congress-filter` stands for both filter messages: its detail says which. */
const filterFlag = (type: string) => (type.startsWith('Widget.') ? { add: type === 'Widget.AddFilter' } : undefined);

export interface HostBusOptions {
  window: Window;
  allowedOrigins: readonly string[];
  emit(type: string, detail: unknown): void;
}

export interface MountChannel extends HostChannel {
  dispose(): void;
}

interface MountEntry {
  el: HTMLElement;
  widget: string;
  onAir: boolean;
  filterListeners: Set<(filter: SharedFilter) => void>;
}

export interface HostBus {
  /** The widget's channel; `dispose()` on unmount. */
  connect(el: HTMLElement, widget: string): MountChannel;
  /** Adds origins (e.g. the client configuration's `allowedOrigins` once it has arrived). */
  allowOrigins(origins: unknown): void;
  destroy(): void;
}

export const EVENT_PREFIX = 'congress-portal:';

export function createHostBus(options: HostBusOptions): HostBus {
  const win = options.window;
  /**
   * The allow-list as given (lists, strings), read by the message handling (core/host-messages/origin.ts); a set, as
   * every mount adds its client configuration's list.
   */
  const origins = new Set<unknown>([options.allowedOrigins, win.location?.origin]);
  const mounts = new Set<MountEntry>();
  const registered = new Map<MessageEventSource, string>();
  let listening = false;

  function isKnownSource(source: MessageEventSource | null): source is Window {
    if (!source || typeof (source as Window).postMessage !== 'function') return false;
    if (source === win || source === win.parent || source === win.opener) return true;
    for (let i = 0; i < win.frames.length; i += 1) if (win.frames[i] === source) return true;
    return false;
  }

  /** The message handling, once its chunk has arrived (a window registers through it, so before any post). */
  let handling: typeof import('./host-inbound') | undefined;

  function broadcast(type: string, payload: Record<string, unknown>): void {
    for (const [target, origin] of registered) handling?.post(inboundBus, target as Window, origin, type, payload);
  }

  function deliverFilter(filter: SharedFilter, except?: MountEntry): void {
    for (const mount of mounts) {
      if (mount === except) continue;
      for (const listener of [...mount.filterListeners]) listener(filter);
    }
  }

  const inboundBus: InboundBus = { win, mounts, registered, origins, deliverFilter };
  let inbound: Promise<typeof import('./host-inbound')> | undefined;

  function onMessage(event: MessageEvent): void {
    const { data, source } = event;
    if ((data as { source?: unknown } | null)?.source !== HOST_MESSAGE_SOURCE || !isKnownSource(source)) return;
    // One promise for all: its reactions run in the order the messages came. A message whose last widget went
    // meanwhile is dropped; so are the ones that waited for a failed import (the next message tries again).
    (inbound ??= import('./host-inbound')).then(
      (m) => {
        handling = m;
        if (listening) m.receiveHostMessage(inboundBus, data, source, event.origin);
      },
      () => {
        inbound = undefined;
      },
    );
  }

  function updateListener(): void {
    const wanted = mounts.size > 0;
    if (wanted === listening) return;
    listening = wanted;
    if (wanted) win.addEventListener('message', onMessage);
    else win.removeEventListener('message', onMessage);
  }

  function connect(el: HTMLElement, widget: string): MountChannel {
    const entry: MountEntry = { el, widget, onAir: false, filterListeners: new Set() };
    mounts.add(entry);
    updateListener();
    const emit = (type: string, payload: Record<string, unknown>) => {
      const detail = { widget, ...payload };
      dispatchCongressEvent(el, EVENT_PREFIX + type, detail);
      dispatchCongressEvent(el, domEventName(type), { ...detail, ...filterFlag(type) });
      options.emit(type, detail);
      broadcast(type, detail);
    };
    return {
      emit,
      onFilter(listener) {
        entry.filterListeners.add(listener);
        return () => {
          entry.filterListeners.delete(listener);
        };
      },
      shareFilter(filter) {
        const normalized: SharedFilter = {
          sourceId: filter.sourceId,
          filterValue: filter.filterValue ?? null,
          add: filter.add,
        };
        deliverFilter(normalized, entry);
        // Also an event: DOM CustomEvent, CongressPortal.on listeners and registered windows.
        emit(normalized.add ? 'Widget.AddFilter' : 'Widget.SetFilter', {
          sourceId: normalized.sourceId,
          filterValue: normalized.filterValue,
        });
      },
      reportOnAir(visible) {
        entry.onAir = Boolean(visible);
      },
      dispose() {
        entry.filterListeners.clear();
        mounts.delete(entry);
        updateListener();
      },
    };
  }

  return {
    connect,
    allowOrigins(added) {
      origins.add(added);
    },
    destroy() {
      for (const mount of [...mounts]) mount.filterListeners.clear();
      mounts.clear();
      registered.clear();
      updateListener();
    },
  };
}
