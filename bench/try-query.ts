import pg from 'pg';
import { loadDataset } from '../demo/server/dataset/load';
import { PostgresSearch } from '../demo/server/search/postgres/engine';
import { Store } from '../demo/server/store';
import { parseFilter } from '../demo/server/http/filter';
const pool = new pg.Pool({ connectionString: process.argv[2] });
const engine = await PostgresSearch.open(pool);
const client = new Store(loadDataset('demo/data/dataset'), Date.now()).clients.get('demo')!;
const req = (text: string, extra = {}) => ({ types: ['congressresource'] as any, text, projects: [], rest: [], selections: [
  { facet: 'topics' as const, clauses: parseFilter('topics==Oncology|Surgery') },
  { facet: 'crtype' as const, clauses: [], categories: ['lecture', 'abstract'] },
  { facet: 'years' as const, clauses: [], years: ['2026'] }], ...extra });
const time = async (label: string, f: () => Promise<unknown>) => { const ts = []; for (let i = 0; i < 5; i++) { const t = performance.now(); await f(); ts.push(performance.now() - t); } console.log(label, ts.map((t) => t.toFixed(1)).join(' ')); };
for (const text of ['cardiology', 'imaging outcomes', 'robotic surgery', 'Bildgebung']) {
  await time(`facets ${text}`, () => engine.search(client, req(text), { sort: [{ key: 'datestart', desc: true }], from: 0, limit: 24, likes: new Map() }, true));
  await time(`relevance ${text}`, () => engine.search(client, req(text), { sort: [{ key: 'relevance', desc: false }], from: 0, limit: 24, likes: new Map() }, true));
}
for (const p of ['car', 'imag', 'tele', 'Ande', 'neuro']) await time(`auto ${p}`, () => engine.suggest(client, { ...req(p), selections: [], projects: ['dmc2026'], types: [] }, 20));
await pool.end();
