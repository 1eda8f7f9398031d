/** A saved session as it was when the attendee saved it: what the agenda compares the programme with. */
export interface SessionSnapshot {
  /** Epoch ms. */
  start: number;
  end: number;
  /** The room's name at the time ('' when the session named none). */
  room: string;
  /** Kept so a session withdrawn from the programme can still be named. */
  title: string;
  /** The project it belongs to, when known: only that project's programme can tell it was withdrawn. */
  project?: string;
}

/** A change of the agenda not yet confirmed by the server: the last wish per session wins. */
export interface PendingOp {
  id: string;
  op: 'add' | 'remove';
  /** Epoch ms of the click (the basket event's timestamp). */
  at: number;
}

/**
 * What one browser keeps of the agenda (per client): for a guest the list itself; for a signed-in user the last
 * basket the server confirmed and the changes still on their way.
 */
export interface AgendaRecord {
  /** Whose list this is: null for a guest, else the signed-in user's id. */
  owner: string | null;
  /** Saved session ids, newest first: a guest's list, or a user's basket as last confirmed. */
  ids: string[];
  /** Changes not yet confirmed by the server (signed-in users only; a guest's list is complete locally). */
  pending: PendingOp[];
  /** How each saved session looked when it was saved, by id. */
  saved: Record<string, SessionSnapshot>;
}

export const EMPTY_RECORD: AgendaRecord = Object.freeze({
  owner: null,
  ids: [],
  pending: [],
  saved: {},
}) as AgendaRecord;

/**
 * How often a signed-in user's basket is asked for while an agenda is on screen: a change made on another device
 * shows within this time (tabs of one browser follow at once, by the storage event). Half the timetable's
 * programme poll: an attendee who stars a session on the phone looks at the laptop soon after; the request is a
 * conditional GET, answered 304 while nothing changed. Polling pauses while the page is hidden.
 */
export const AGENDA_POLL_MS = 30_000;
