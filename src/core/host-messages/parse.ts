/**
 * Validation of inbound host messages (spec 3 §2 "Widget mode"; envelope in ./envelope.ts; docs/host-messages.md):
 * `register`, `hasOnAirChannel`, `Widget.SetFilter`, `Widget.AddFilter`. Pure: no DOM. Parsing never throws;
 * unknown or malformed messages come back as `{ ok: false, reason }`. A module of its own: the runtime's host bus
 * imports it when the first congress-portal message arrives (issue 8 item 9), pages without one never load it.
 */
import {
  createHostMessage,
  HOST_MESSAGE_SOURCE,
  HOST_MESSAGE_VERSION,
  type FilterPayload,
  type HostEnvelope,
} from './envelope';

export const INBOUND_TYPES = ['register', 'hasOnAirChannel', 'Widget.SetFilter', 'Widget.AddFilter'] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

export type InboundHostMessage =
  | HostEnvelope<'register', { requestId?: string }>
  | HostEnvelope<'hasOnAirChannel', { requestId?: string }>
  | HostEnvelope<'Widget.SetFilter' | 'Widget.AddFilter', FilterPayload>;

export type ParseResult = { ok: true; message: InboundHostMessage } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalRequestId(payload: Record<string, unknown>): { requestId?: string } | null {
  const { requestId } = payload;
  if (requestId === undefined || requestId === null) return {};
  return typeof requestId === 'string' || typeof requestId === 'number' ? { requestId: String(requestId) } : null;
}

function parseFilterPayload(payload: Record<string, unknown>): FilterPayload | string {
  const sourceId = typeof payload.sourceId === 'number' ? String(payload.sourceId) : payload.sourceId;
  if (typeof sourceId !== 'string' || sourceId.trim() === '') return 'payload.sourceId must be a non-empty string';
  const raw = payload.filterValue;
  if (raw === undefined || raw === null || raw === '') return { sourceId, filterValue: null };
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean')
    return { sourceId, filterValue: String(raw) };
  return `payload.filterValue must be a string, number or missing, got ${Array.isArray(raw) ? 'array' : typeof raw}`;
}

/** Validates an incoming `MessageEvent.data`: envelope, known type, payload shape. */
export function parseHostMessage(data: unknown): ParseResult {
  if (!isRecord(data)) return { ok: false, reason: 'not an object' };
  if (data.source !== HOST_MESSAGE_SOURCE) return { ok: false, reason: 'not a congress-portal message' };
  if (data.version !== HOST_MESSAGE_VERSION)
    return { ok: false, reason: `unsupported version ${String(data.version)}` };
  const type = data.type;
  if (typeof type !== 'string' || !(INBOUND_TYPES as readonly string[]).includes(type)) {
    return { ok: false, reason: `unknown type ${JSON.stringify(type)}` };
  }
  const payload = data.payload === undefined ? {} : data.payload;
  if (!isRecord(payload)) return { ok: false, reason: 'payload must be an object' };
  if (type === 'register' || type === 'hasOnAirChannel') {
    const extra = optionalRequestId(payload);
    if (!extra) return { ok: false, reason: 'payload.requestId must be a string' };
    return { ok: true, message: createHostMessage(type, extra) };
  }
  const filter = parseFilterPayload(payload);
  if (typeof filter === 'string') return { ok: false, reason: filter };
  return { ok: true, message: createHostMessage(type as 'Widget.SetFilter' | 'Widget.AddFilter', filter) };
}
