/**
 * What the host bus (./host-bus.ts) does with a congress-portal message from a known window: check its origin
 * against the allow-list, validate the envelope and payload (core/host-messages/parse.ts; unknown or malformed
 * messages are ignored, docs/host-messages.md), then answer `register` and `hasOnAirChannel` or deliver a shared
 * filter. The bus imports this module with the first such message, a chunk of its own: a page that gets none never
 * loads it, nor the origin rules.
 */
import {
  createHostMessage,
  HOST_MESSAGE_VERSION,
  OUTBOUND_ON_AIR_RESULT,
  OUTBOUND_READY,
} from '../../core/host-messages/envelope';
import type { SharedFilter } from '../../core/host-messages/channel';
import { parseHostMessage } from '../../core/host-messages/parse';
import { isOriginAllowed, normalizeOrigin, toOriginList } from '../../core/host-messages/origin';

/** The host bus's state and actions the handling needs. */
export interface InboundBus {
  win: Window;
  mounts: Iterable<{ widget: string; onAir: boolean }>;
  /** Windows that completed the handshake, with their exact origin. */
  registered: Map<MessageEventSource, string>;
  /** The allow-list as given: data-allowed-origins, the page's origin, the client configurations' lists. */
  origins: Iterable<unknown>;
  deliverFilter(filter: SharedFilter): void;
}

/**
 * Posts an event or answer to a window with its exact origin. Here, not in the bus: only a window that registered
 * (handled here) gets events, so a page without one never loads this.
 */
export function post(
  bus: InboundBus,
  target: Window,
  origin: string,
  type: string,
  payload: Record<string, unknown>,
): void {
  try {
    target.postMessage(createHostMessage(type, payload), origin);
  } catch (error) {
    bus.registered.delete(target); // a closed or navigated frame
    console.warn(`[CongressPortal] could not post "${type}" to ${origin}`, error);
  }
}

/** A message whose origin is not in the allow-list is ignored; answers go to the exact origin it came from. */
export function receiveHostMessage(bus: InboundBus, data: unknown, source: Window, from: unknown): void {
  const origin = normalizeOrigin(from);
  if (!origin || !isOriginAllowed(origin, toOriginList(...bus.origins))) return;
  const parsed = parseHostMessage(data);
  if (!parsed.ok) return;
  const { message } = parsed;
  switch (message.type) {
    case 'register':
      // The page itself gets events as DOM events and through CongressPortal.on; registering it would
      // echo every shared filter back into this bus.
      if (source !== bus.win) bus.registered.set(source, origin);
      post(bus, source, origin, OUTBOUND_READY, {
        version: HOST_MESSAGE_VERSION,
        widgets: [...bus.mounts].map((m) => m.widget),
        ...(message.payload.requestId ? { requestId: message.payload.requestId } : {}),
      });
      break;
    case 'hasOnAirChannel':
      post(bus, source, origin, OUTBOUND_ON_AIR_RESULT, {
        hasOnAirChannel: [...bus.mounts].some((m) => m.onAir),
        ...(message.payload.requestId ? { requestId: message.payload.requestId } : {}),
      });
      break;
    default:
      bus.deliverFilter({ ...message.payload, add: message.type === 'Widget.AddFilter' });
  }
}
