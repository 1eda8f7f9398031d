import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/** Schedules stored by `npm run import`, one row per project (a new import of a project replaces it). */
export function importsRepo(db: Kysely<Schema>) {
  return {
    save: async (project: string, fileName: string, body: string, imported: number) => {
      await db
        .insertInto('schedule_imports')
        .values({ project, file_name: fileName, body, imported })
        .onConflict((oc) => oc.column('project').doUpdateSet({ file_name: fileName, body, imported }))
        .execute();
    },
    /** In project order, so every process numbers the imported ids alike. */
    all: () => db.selectFrom('schedule_imports').selectAll().orderBy('project').execute(),
  };
}
