/**
 * Global set-up of the `server-pg` project: one throwaway PostgreSQL for the run (test/support/engines.ts); each
 * test server then gets a database of its own in it (test/server/database.ts), so files and workers share nothing.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../support/engines';

export default async function setup(project: TestProject) {
  const engine = await startPostgres('portal_admin');
  project.provide('postgresUrl', engine.url);
  return () => engine.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `server-pg` project's PostgreSQL (a maintenance database in it); absent in the SQLite `server` project. */
    postgresUrl?: string;
  }
}
