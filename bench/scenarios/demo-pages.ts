import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../demo/server/app';
import { spreadOf } from '../lib/stats';
import type { BenchRow, BenchScenario } from '../lib/types';

/** Every page of the demo site (demo/site/*.html): how quickly and how lightly the SDK arrives on a host page. */
const scenario: BenchScenario = {
  name: 'demo-pages',
  async run(ctx) {
    const pages = readdirSync(join(REPO_ROOT, 'demo', 'site'))
      .filter((f) => f.endsWith('.html'))
      .sort();
    const rows: BenchRow[] = [];
    for (const page of pages) {
      ctx.log(`demo-pages: /${page} × ${ctx.runs}`);
      rows.push({ label: `/${page}`, figures: spreadOf(await ctx.measurePageRuns(`/${page}`)) });
    }
    return rows;
  },
};

export default scenario;
