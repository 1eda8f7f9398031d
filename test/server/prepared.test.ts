import { CompiledQuery, Kysely, SqliteDialect, sql } from 'kysely';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { preparedName, runPrepared, sendPreparedByName } from '../../demo/server/db/prepared';

describe('hot writes as named prepared statements (docs/deploy.md "Writes")', () => {
  const db = new Kysely<{ t: { a: number } }>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });

  it('a statement run through runPrepared is registered by its text, once, whatever its values', async () => {
    await db.executeQuery(CompiledQuery.raw('create table t (a integer)'));
    const insert = (a: number) => db.insertInto('t').values({ a });
    await runPrepared(db, insert(1));
    await runPrepared(db, insert(2));
    const text = insert(3).compile().sql;
    expect(preparedName(text)).toMatch(/^cp_\d+$/);
    expect(await runPrepared(db, sql<{ n: number }>`select count(*) as n from t where a > ${0}`)).toEqual([{ n: 2 }]);
    expect(preparedName(sql`select count(*) as n from t where a > ${5}`.compile(db).sql)).toBeDefined();
    expect(preparedName('select 1')).toBeUndefined();
  });

  it('a client sends registered texts by name and every other call unchanged', async () => {
    await runPrepared(db, db.selectFrom('t').select('a').where('a', '=', 1));
    const text = db.selectFrom('t').select('a').where('a', '=', 7).compile().sql;
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) };
    sendPreparedByName(client);
    client.query(text, [7]);
    client.query('select now()', [], undefined);
    client.query('begin');
    expect(calls[0]).toEqual([{ name: preparedName(text), text, values: [7] }]);
    expect(calls[1]).toEqual(['select now()', [], undefined]);
    expect(calls[2]).toEqual(['begin', undefined, undefined]);
  });
});
