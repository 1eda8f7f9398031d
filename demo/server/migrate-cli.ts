/**
 * `npm run migrate`: brings the database's schema to this release's version and says what it did — PostgreSQL at
 * DATABASE_URL, else SQLite in demo/server/.data (or DATA_DIR). The server does the same at every start; running it
 * again applies nothing. Exits 1 with the reason (a schema newer than this release, an unreachable database).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from './db/connect';
import { describeStartError } from './db';
import { migrate } from './db/migrate';

const dataDir = process.env.DATA_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '.data');
try {
  const connection = connect(dataDir, process.env.DATABASE_URL || undefined);
  try {
    const { applied, version } = await migrate(connection.db, connection.engine).catch((error) => {
      throw describeStartError(error, connection.engine, connection.where);
    });
    console.log(
      applied.length
        ? `${connection.where}: applied ${applied.join(', ')}; schema at ${version}`
        : `${connection.where}: schema already at ${version}; nothing to do`,
    );
  } finally {
    await connection.close();
  }
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
