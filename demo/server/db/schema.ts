import type { Generated } from 'kysely';

/**
 * The tables, as both engines store them (migrations.ts creates them). Times are epoch milliseconds in 64-bit
 * integers (`bigint` in PostgreSQL, read back as numbers: connect.ts); flags are 0/1 integers, so one query
 * serves both dialects.
 */
export interface Schema {
  sessions: {
    id: string;
    user_id: string;
    client: string;
    method: string;
    refresh_hash: string;
    refresh_expires: number;
    revoked: number;
    created: number;
  };
  users: { id: string; client: string; profile: string };
  basket: { client: string; user_id: string; item_type: string; item_id: string; added: number };
  likes: { client: string; type: string; resource_id: string; user_id: string; created: number };
  /** One row per liked item, changed in the same transaction as `likes`. */
  like_counts: { client: string; type: string; resource_id: string; n: number };
  oauth_codes: { code: string; client: string; provider: string; user_id: string; expires: number; used: number };
  beacons: { id: Generated<number>; kind: string; client: string | null; body: string; received: number };
  secrets: { name: string; value: Buffer };
  /** Organisers' edits over the dataset: `kind` page (key = page id) or config (key = ''); `body` JSON. */
  content_edits: { client: string; kind: string; key: string; body: string; modified: number };
  channel_pause: { client: string; channel_id: number; paused: number; modified: number };
  /** Schedules stored by `npm run import`: the source file's text, served on every start. */
  schedule_imports: { project: string; file_name: string; body: string; imported: number; slot: number | null };
  /** The id an imported event, speaker or room (`kind:key`, schedule/stable-ids.ts) was first given. */
  schedule_ids: { project: string; key: string; id: number };
  /** A user's private calendar feed of a project: `feed_id` is what its signed token names; `alarm` in minutes. */
  calendar_feeds: {
    client: string;
    user_id: string;
    project: string;
    feed_id: string;
    alarm: number;
    /** Where a session's link points: an http(s) URL with `{slug}`, or ''. */
    link: string;
    created: number;
  };
  /**
   * Each session as the calendar feeds last published it: `fingerprint` is start|end|room, `sequence` rises when it
   * changes or the session is withdrawn; `snapshot` (JSON) keeps what a withdrawn session's entry still shows.
   */
  session_revisions: {
    client: string;
    project: string;
    event_id: string;
    fingerprint: string;
    sequence: number;
    modified: number;
    withdrawn: number;
    snapshot: string;
  };
  /** Single-use codes that open a user's session on another device; `code_hash` is SHA-256 of the code. */
  handoff_codes: { code_hash: string; client: string; user_id: string; method: string; expires: number; used: number };
}

export type SessionRow = Schema['sessions'];
