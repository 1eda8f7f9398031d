/**
 * Without Redis a server process keeps live counts, cached lists and demo SSO sessions to itself, so a second
 * process on the same data would serve numbers and pages the first one has changed. The database engine itself
 * says whether another process is there: a lock that the operating system (SQLite's file lock) or PostgreSQL (a
 * session advisory lock) releases the moment the holder ends — also after `kill -9`, so a crash never leaves a
 * stale claim behind the way a pid file would.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type pg from 'pg';

/** The held claim; `release()` lets the next process start. */
export interface SoleProcessClaim {
  release(): Promise<void>;
}

const WHY =
  'several server processes on one database need REDIS_URL (a Redis or Valkey they all reach): without it each ' +
  'counts only its own live viewers and keeps its own copy of likes, pages and settings. Stop the other process, ' +
  'or set REDIS_URL in both (docs/deploy.md "Many processes").';

/** The refusal, naming where the other process was found. */
export function anotherProcessError(where: string): Error {
  return new Error(`another server process already serves ${where}; ${WHY}`);
}

/** SQLite: an exclusive lock on a small file beside the database, held for the process's life. */
export function claimSqliteFolder(dataDir: string): SoleProcessClaim {
  const file = join(dataDir, 'sole-process.lock');
  const lock = new Database(file);
  try {
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw anotherProcessError(dataDir);
    throw error;
  }
  return {
    release: async () => {
      if (lock.open) lock.close();
    },
  };
}

const LOCK_KEY = "hashtext('congress-portal sole process')";

/** PostgreSQL: a session advisory lock on one connection taken from the pool and kept. */
export async function claimPostgres(pool: pg.Pool, where: string): Promise<SoleProcessClaim> {
  const connection = await pool.connect();
  let taken = false;
  try {
    const { rows } = await connection.query(`select pg_try_advisory_lock(${LOCK_KEY}) as taken`);
    taken = rows[0]?.taken === true;
  } catch (error) {
    connection.release();
    throw error;
  }
  if (!taken) {
    connection.release();
    throw anotherProcessError(where);
  }
  return {
    // Destroying the connection (not returning it to the pool) ends the session, and with it the lock.
    release: async () => connection.release(true),
  };
}
