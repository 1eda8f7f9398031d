import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Whether this run's server tests use PostgreSQL (project `server-pg`) rather than SQLite (project `server`). */
export const onPostgres = (): boolean => !!inject('postgresUrl');

/**
 * The DATABASE_URL of a test server whose data lives in `dataDir`: in the `server-pg` project a database of its own,
 * named after the folder (a server restarted on the same folder finds its data again), created when missing;
 * '' in the `server` project (SQLite in the folder, whatever DATABASE_URL the machine has).
 */
export async function databaseUrlFor(dataDir: string): Promise<string> {
  const admin = inject('postgresUrl');
  if (!admin) return '';
  const name = `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.href;
}
