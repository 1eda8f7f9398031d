import { asArray, asRecord, nonEmptyString, toNumber } from '../values';
import { EMPTY_RECORD, type AgendaRecord, type PendingOp, type SessionSnapshot } from './types';

/**
 * A stored record read back: anything malformed (another version, a hand edit, a truncated write) is dropped
 * field by field, never thrown; an old timetable list (a bare array of ids) becomes a guest's list.
 */
export function parseRecord(text: string | null | undefined): AgendaRecord {
  if (!text) return EMPTY_RECORD;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY_RECORD;
  }
  if (Array.isArray(raw)) return { ...EMPTY_RECORD, ids: idList(raw) };
  const o = asRecord(raw);
  if (!o) return EMPTY_RECORD;
  const saved: Record<string, SessionSnapshot> = {};
  for (const [id, v] of Object.entries(asRecord(o.saved) ?? {})) {
    const s = snapshotOf(v);
    if (s) saved[id] = s;
  }
  return { owner: nonEmptyString(o.owner), ids: idList(o.ids), pending: pendingList(o.pending), saved };
}

function idList(value: unknown): string[] {
  const ids = asArray(value)
    .map(nonEmptyString)
    .filter((x): x is string => !!x);
  return [...new Set(ids)];
}

function pendingList(value: unknown): PendingOp[] {
  return asArray(value).flatMap((v) => {
    const o = asRecord(v);
    const id = nonEmptyString(o?.id);
    const at = toNumber(o?.at);
    return id && at !== null && (o?.op === 'add' || o?.op === 'remove') ? [{ id, op: o.op, at }] : [];
  });
}

function snapshotOf(value: unknown): SessionSnapshot | null {
  const o = asRecord(value);
  const start = toNumber(o?.start);
  const end = toNumber(o?.end);
  if (start === null || end === null) return null;
  return {
    start,
    end,
    room: typeof o?.room === 'string' ? o.room : '',
    title: typeof o?.title === 'string' ? o.title : '',
    ...(typeof o?.project === 'string' ? { project: o.project } : {}),
  };
}

/** The record as stored (compact JSON). */
export function serializeRecord(record: AgendaRecord): string {
  return JSON.stringify(record);
}

/** The storage key of a client's agenda (one per client: the basket is per client, sessions carry unique ids). */
export const agendaStorageKey = (client: string) => `congress-portal:agenda:${client}`;
