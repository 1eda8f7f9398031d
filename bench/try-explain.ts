import pg from 'pg';
import { loadDataset } from '../demo/server/dataset/load';
import { PostgresSearch } from '../demo/server/search/postgres/engine';
import { Store } from '../demo/server/store';
import { parseFilter } from '../demo/server/http/filter';
const pool = new pg.Pool({ connectionString: process.argv[2] });
const engine = await PostgresSearch.open(pool);
const client = new Store(loadDataset('demo/data/dataset'), Date.now()).clients.get('demo')!;
const original = pool.query.bind(pool);
let last: [string, unknown[]] | undefined;
(pool as any).query = (sql: string, values: unknown[]) => { last = [sql, values]; return original(sql, values); };
const mode = process.argv[3];
if (mode === 'auto') await engine.suggest(client, { types: [], text: 'car', projects: ['dmc2026'], rest: [], selections: [] }, 20);
else await engine.search(client, { types: ['congressresource'], text: 'cardiology', projects: [], rest: [], selections: [
  { facet: 'topics', clauses: parseFilter('topics==Oncology|Surgery') },
  { facet: 'crtype', clauses: [], categories: ['lecture', 'abstract'] },
  { facet: 'years', clauses: [], years: ['2026'] }] }, { sort: [{ key: 'datestart', desc: true }], from: 0, limit: 24, likes: new Map() }, true);
const r = await original('explain (analyze, buffers) ' + last![0], last![1] as any[]);
console.log(last![0]);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await pool.end();
