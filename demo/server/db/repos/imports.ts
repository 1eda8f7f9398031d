import type { Kysely } from 'kysely';
import type { KeptId } from '../../schedule/stable-ids';
import type { Schema } from '../schema';

/**
 * Schedules stored by `npm run import`, one row per project (a new import of a project replaces its text), with
 * the id range (`slot`) and the item ids each project was first given (schedule/stable-ids.ts).
 */
export function importsRepo(db: Kysely<Schema>) {
  return {
    /** Stores a project's schedule; a new project takes the next free slot, a known one keeps its own. */
    save: async (project: string, fileName: string, body: string, imported: number) => {
      // Two imports of new projects at once may pick the same slot: the unique index refuses the second, which
      // then takes the next one.
      for (let attempt = 0; ; attempt++) {
        try {
          const top = await db
            .selectFrom('schedule_imports')
            .select((eb) => eb.fn.max('slot').as('slot'))
            .executeTakeFirst();
          await db
            .insertInto('schedule_imports')
            .values({ project, file_name: fileName, body, imported, slot: Number(top?.slot ?? -1) + 1 })
            .onConflict((oc) => oc.column('project').doUpdateSet({ file_name: fileName, body, imported }))
            .execute();
          return;
        } catch (error) {
          if (attempt >= 4) throw error;
        }
      }
    },
    /** In slot order, so every process gives each project the same id range. */
    all: () => db.selectFrom('schedule_imports').selectAll().orderBy('slot').orderBy('project').execute(),
    /** The ids every imported item was first given, per project. */
    keptIds: async (): Promise<Map<string, Map<string, number>>> => {
      const byProject = new Map<string, Map<string, number>>();
      for (const row of await db.selectFrom('schedule_ids').selectAll().execute()) {
        let ids = byProject.get(row.project);
        if (!ids) byProject.set(row.project, (ids = new Map()));
        ids.set(row.key, Number(row.id));
      }
      return byProject;
    },
    /** Keeps ids given for the first time; an id another process stored first for the same key stays. */
    keepIds: async (project: string, ids: KeptId[]) => {
      for (let i = 0; i < ids.length; i += 500)
        await db
          .insertInto('schedule_ids')
          .values(ids.slice(i, i + 500).map(({ key, id }) => ({ project, key, id })))
          .onConflict((oc) => oc.columns(['project', 'key']).doNothing())
          .execute();
    },
  };
}
