import { normalizeTimetableSettings, type TimetableSession, toSessions } from '../../../src/core/timetable';
import type { Ctx } from '../context';
import type { RevisionRow } from '../db/repos/calendar';
import type { ClientStore } from '../store';

/** A session as the feeds publish it: what it shows, and its revision. */
export interface PublishedSession {
  /** The session's lasting key: its slug (imports keep the source's slugs; their ids follow the file's order). */
  key: string;
  /** The event id it has (or last had, when withdrawn): what baskets store. */
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  start: number;
  end: number;
  room: string;
  speakers: string[];
  sequence: number;
  modified: number;
  cancelled: boolean;
}

type Snapshot = Pick<PublishedSession, 'id' | 'slug' | 'title' | 'subtitle' | 'start' | 'end' | 'room' | 'speakers'>;

const SETTINGS = normalizeTimetableSettings({});

const roomOf = (s: TimetableSession) => s.location || s.channelTitle;

function snapshotOf(s: TimetableSession): Snapshot {
  return {
    id: s.id,
    slug: s.slug,
    title: s.title || s.type,
    subtitle: s.subtitle,
    start: s.start,
    end: s.end,
    room: roomOf(s),
    speakers: s.speakers.map((p) => p.name),
  };
}

/** What makes a calendar entry move: its times and its room (RFC 5545 §3.8.7.4 asks for a new SEQUENCE then). */
const fingerprintOf = (s: Snapshot) => `${s.start}|${s.end}|${s.room}`;

/**
 * The project's sessions as published, after recording what changed since the last publication: a new session gets
 * sequence 0; one that moved in time or room, came back, or left the programme (kept as cancelled) gets the next
 * sequence and a new modification time. Rows live in the database, so restarts and every process agree; a process
 * runs this once per loaded programme (an import makes a new ClientStore) and shares the result.
 */
export function publishedSessions(ctx: Ctx, client: ClientStore, project: string): Promise<PublishedSession[]> {
  let byProject = memo.get(client);
  if (!byProject) memo.set(client, (byProject = new Map()));
  let pending = byProject.get(project);
  if (!pending) {
    pending = sync(ctx, client, project);
    byProject.set(project, pending);
    // A failed sync (the database away) is tried again on the next request.
    pending.catch(() => byProject?.delete(project));
  }
  return pending;
}

const memo = new WeakMap<ClientStore, Map<string, Promise<PublishedSession[]>>>();

async function sync(ctx: Ctx, client: ClientStore, project: string): Promise<PublishedSession[]> {
  const events = client.data.events.filter((e) => e.project === project);
  // Keyed by slug: the revisions must follow a session through re-imports, which renumber event ids.
  const current = new Map<string, Snapshot>();
  for (const s of toSessions(events, SETTINGS)) if (!s.isBreak) current.set(s.slug || s.id, snapshotOf(s));
  const stored = new Map((await ctx.db.calendar.revisions(client.name, project)).map((r) => [r.event_id, r]));
  // Whole seconds, as LAST-MODIFIED has no milliseconds.
  const now = Math.floor(ctx.clock() / 1000) * 1000;
  const fresh: RevisionRow[] = [];
  const changes: { row: RevisionRow; previousSequence: number }[] = [];
  for (const [id, snap] of current) {
    const row = stored.get(id);
    const fingerprint = fingerprintOf(snap);
    const snapshot = JSON.stringify(snap);
    if (!row) {
      fresh.push({
        client: client.name,
        project,
        event_id: id,
        fingerprint,
        sequence: 0,
        modified: now,
        withdrawn: 0,
        snapshot,
      });
    } else if (row.fingerprint !== fingerprint || row.withdrawn) {
      const next = { ...row, fingerprint, snapshot, withdrawn: 0, sequence: row.sequence + 1 };
      changes.push({ row: { ...next, modified: Math.max(now, row.modified + 1000) }, previousSequence: row.sequence });
    } else if (row.snapshot !== snapshot) {
      // Text or an id renumbered by a re-import: the entry's content follows, but LAST-MODIFIED and SEQUENCE stay —
      // they say when the session last moved, which is what a calendar app shows and reconciles on.
      changes.push({ row: { ...row, snapshot }, previousSequence: row.sequence });
    }
  }
  for (const row of stored.values()) {
    if (current.has(row.event_id) || row.withdrawn) continue;
    const next = { ...row, withdrawn: 1, sequence: row.sequence + 1, modified: Math.max(now, row.modified + 1000) };
    changes.push({ row: next, previousSequence: row.sequence });
  }
  if (fresh.length) await ctx.db.calendar.insertRevisions(fresh);
  if (changes.length) await ctx.db.calendar.reviseAll(changes);
  const rows =
    fresh.length || changes.length ? await ctx.db.calendar.revisions(client.name, project) : [...stored.values()];
  return rows
    .map((r) => ({
      ...(JSON.parse(r.snapshot) as Snapshot),
      key: r.event_id,
      sequence: r.sequence,
      modified: r.modified,
      cancelled: r.withdrawn === 1,
    }))
    .sort((a, b) => a.start - b.start || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
