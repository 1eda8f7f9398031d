import type { CompiledQuery, Kysely } from 'kysely';

/**
 * Named prepared statements for the hot writes on PostgreSQL. A statement sent by text is parsed, analysed and
 * planned by PostgreSQL on every execution; for the like statement (a data-modifying CTE) that was half of the
 * database's CPU per like at a thousand likes a second (docs/deploy.md "Writes"). A statement run through
 * `runPrepared` is registered here by its SQL text under a stable name, and every pooled connection sends it by
 * that name (node-postgres prepares it once per connection and then only binds and executes). Only the statements
 * a repository opts in are prepared: their plans do not depend on the values (key lookups), which keeps
 * PostgreSQL's generic plan as good as a custom one.
 */
const names = new Map<string, string>();

/** The name a registered statement text is sent by, or undefined for any other text. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}

/**
 * Runs `query` (on `db`, which may be a transaction) as a named prepared statement on PostgreSQL; on SQLite, where
 * statements are prepared in-process anyway, the name is never used. Its values must all be parameters: a value
 * written into the text would register a statement per value.
 */
export async function runPrepared<DB, R>(
  db: Kysely<DB>,
  query: { compile(executor: Kysely<DB>): CompiledQuery<R> },
): Promise<R[]> {
  // A builder compiles by itself; a raw `sql` template needs the executor to compile with.
  const compiled = query.compile(db);
  if (!names.has(compiled.sql)) names.set(compiled.sql, `cp_${names.size + 1}`);
  return (await db.executeQuery(compiled)).rows;
}

interface QueryingClient {
  query: (...args: unknown[]) => unknown;
}

/**
 * Makes `client` (a pooled node-postgres client, on connect) send registered statement texts by name. Called with
 * a text and values, as Kysely's PostgreSQL driver calls it; every other call passes through unchanged.
 */
export function sendPreparedByName(client: QueryingClient): void {
  const query = client.query.bind(client);
  client.query = (config: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof config === 'string' && Array.isArray(values) ? preparedName(config) : undefined;
    return name
      ? query({ name, text: config, values }, ...(callback === undefined ? [] : [callback]))
      : query(config, values, callback);
  };
}
