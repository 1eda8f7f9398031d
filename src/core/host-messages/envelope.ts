/**
 * The host message protocol (spec 3 §2 "Widget mode"; docs/host-messages.md): every message is the
 * namespaced, versioned envelope `{ source: 'congress-portal', version: 1, type, payload }`.
 *
 * Inbound (host or another frame → widgets): `register`, `hasOnAirChannel`, `Widget.SetFilter`,
 * `Widget.AddFilter`. Outbound (widgets → registered windows): `ready` (the answer to `register`),
 * `hasOnAirChannel.result`, the shared filters, and widget events (any other type).
 * Pure: no DOM. The parsing of inbound messages is in ./parse.ts (the runtime loads it with the first message).
 */
export const HOST_MESSAGE_SOURCE = 'congress-portal';
export const HOST_MESSAGE_VERSION = 1;

export const OUTBOUND_READY = 'ready';
export const OUTBOUND_ON_AIR_RESULT = 'hasOnAirChannel.result';

export interface HostEnvelope<T extends string = string, P extends object = Record<string, unknown>> {
  source: typeof HOST_MESSAGE_SOURCE;
  version: typeof HOST_MESSAGE_VERSION;
  type: T;
  payload: P;
}

export interface FilterPayload {
  sourceId: string;
  /** null: clear the filter (spec 3 §2: "a message without a filter value clears the filter"). */
  filterValue: string | null;
}

export function createHostMessage<T extends string, P extends object>(type: T, payload: P): HostEnvelope<T, P> {
  return { source: HOST_MESSAGE_SOURCE, version: HOST_MESSAGE_VERSION, type, payload };
}
