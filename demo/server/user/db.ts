import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * User data in SQLite (survives restarts): sessions with refresh tokens, baskets, likes, OAuth2 codes
 * and beacons (video tracking, page views). Every statement is prepared once and bound, never
 * concatenated, so nothing a client sends can change the SQL.
 */
export function openDb(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'portal.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, client TEXT NOT NULL, method TEXT NOT NULL,
      refresh_hash TEXT NOT NULL UNIQUE, refresh_expires INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS basket (client TEXT NOT NULL, user_id TEXT NOT NULL, item_type TEXT NOT NULL, item_id TEXT NOT NULL,
      added INTEGER NOT NULL, PRIMARY KEY (client, user_id, item_type, item_id));
    CREATE TABLE IF NOT EXISTS likes (client TEXT NOT NULL, type TEXT NOT NULL, resource_id TEXT NOT NULL, user_id TEXT NOT NULL,
      created INTEGER NOT NULL, PRIMARY KEY (client, type, resource_id, user_id));
    CREATE TABLE IF NOT EXISTS oauth_codes (code TEXT PRIMARY KEY, client TEXT NOT NULL, provider TEXT NOT NULL, user_id TEXT NOT NULL,
      expires INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, client TEXT NOT NULL, profile TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS beacons (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, client TEXT, body TEXT NOT NULL, received INTEGER NOT NULL);
  `);
  const q = {
    insertSession: db.prepare(
      'INSERT INTO sessions (id, user_id, client, method, refresh_hash, refresh_expires, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    sessionByRefresh: db.prepare('SELECT * FROM sessions WHERE refresh_hash = ?'),
    sessionById: db.prepare('SELECT * FROM sessions WHERE id = ?'),
    rotateRefresh: db.prepare('UPDATE sessions SET refresh_hash = ?, refresh_expires = ? WHERE id = ? AND revoked = 0'),
    revokeSession: db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?'),
    basket: db.prepare(
      'SELECT item_type, item_id, added FROM basket WHERE client = ? AND user_id = ? ORDER BY added, item_type, item_id',
    ),
    basketAdd: db.prepare(
      'INSERT OR IGNORE INTO basket (client, user_id, item_type, item_id, added) VALUES (?, ?, ?, ?, ?)',
    ),
    basketRemove: db.prepare('DELETE FROM basket WHERE client = ? AND user_id = ? AND item_type = ? AND item_id = ?'),
    likeAdd: db.prepare(
      'INSERT OR IGNORE INTO likes (client, type, resource_id, user_id, created) VALUES (?, ?, ?, ?, ?)',
    ),
    likeRemove: db.prepare('DELETE FROM likes WHERE client = ? AND type = ? AND resource_id = ? AND user_id = ?'),
    likeCheck: db.prepare('SELECT 1 FROM likes WHERE client = ? AND type = ? AND resource_id = ? AND user_id = ?'),
    likedBy: db.prepare('SELECT resource_id FROM likes WHERE client = ? AND type = ? AND user_id = ?'),
    likeCounts: db.prepare(
      'SELECT client, type, resource_id, COUNT(*) AS n FROM likes GROUP BY client, type, resource_id',
    ),
    insertCode: db.prepare('INSERT INTO oauth_codes (code, client, provider, user_id, expires) VALUES (?, ?, ?, ?, ?)'),
    takeCode: db.prepare(
      'UPDATE oauth_codes SET used = 1 WHERE code = ? AND used = 0 AND expires > ? RETURNING client, provider, user_id',
    ),
    upsertUser: db.prepare(
      'INSERT INTO users (id, client, profile) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET profile = excluded.profile',
    ),
    userById: db.prepare('SELECT profile FROM users WHERE id = ?'),
    insertBeacon: db.prepare('INSERT INTO beacons (kind, client, body, received) VALUES (?, ?, ?, ?)'),
    beacons: db.prepare(
      'SELECT id, kind, client, body, received FROM beacons WHERE kind = ? AND (? IS NULL OR client = ?) ORDER BY id DESC LIMIT ?',
    ),
  };
  return { raw: db, q, close: () => db.close() };
}

export type Db = ReturnType<typeof openDb>;

export interface SessionRow {
  id: string;
  user_id: string;
  client: string;
  method: string;
  refresh_hash: string;
  refresh_expires: number;
  revoked: number;
  created: number;
}
