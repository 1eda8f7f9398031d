/**
 * `npm run bench`: starts the reference server, opens pages in Chromium and prints figures per scenario
 * (`--runs`, default 5; min/median/max where a scenario reports the spread, else the median). Every `bench/scenarios/*.ts` exporting `{ name, run(ctx) }` is picked up;
 * `--scenario <name>` runs only the named ones. Results also go to bench/results/<time>.json (git-ignored).
 * Benchmarks report; they do not fail.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startServer } from '../demo/server/app';
import { parseArgs } from './lib/args';
import { launchBrowser } from './lib/browser';
import { measurePage, measurePageRuns } from './lib/measure-page';
import { formatTable } from './lib/table';
import type { BenchContext, BenchRow, BenchScenario } from './lib/types';

async function loadScenarios(only: string[]): Promise<BenchScenario[]> {
  const dir = join(REPO_ROOT, 'bench', 'scenarios');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const scenarios: BenchScenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as {
      default?: BenchScenario;
      scenario?: BenchScenario;
    };
    const scenario = module.default ?? module.scenario;
    if (scenario && typeof scenario.run === 'function' && (only.length === 0 || only.includes(scenario.name)))
      scenarios.push(scenario);
  }
  return scenarios;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const server = await startServer({ port: 0, quiet: true });
  const browser = await launchBrowser();
  const results: Record<string, BenchRow[] | { error: string }> = {};
  try {
    const ctx: BenchContext = {
      baseUrl: server.url,
      browser,
      runs: args.runs,
      measurePage: (path, options) => measurePage(browser, new URL(path, server.url).href, args.runs, options),
      measurePageRuns: (path, options) => measurePageRuns(browser, new URL(path, server.url).href, args.runs, options),
      log: (message) => console.error(message),
    };
    for (const scenario of await loadScenarios(args.scenarios)) {
      try {
        const rows = await scenario.run(ctx);
        results[scenario.name] = rows;
        console.log(
          `${formatTable(`${scenario.name} (${args.runs} runs; a/b/c = min/median/max, else the median)`, rows)}\n`,
        );
      } catch (error) {
        results[scenario.name] = { error: String((error as Error)?.stack ?? error) };
        console.log(`== ${scenario.name}: failed — ${(error as Error)?.message ?? error}\n`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const dir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ runs: args.runs, node: process.version, results }, null, 2)}\n`);
  console.log(`results: ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
