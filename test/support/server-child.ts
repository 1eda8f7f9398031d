/** The child of test/support/server-process.ts: a quiet reference server on a free port (DATA_DIR, DATABASE_URL). */
import { startServer } from '../../demo/server/app';

const server = await startServer({
  port: 0,
  quiet: true,
  dataDir: process.env.DATA_DIR,
  databaseUrl: process.env.DATABASE_URL ?? '',
});
console.log(`listening ${server.url}`);
