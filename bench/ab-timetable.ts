/**
 * Paired A/B of two built checkouts on the timetable's first load (issue 8 item 11):
 *
 *   npx tsx bench/ab-timetable.ts <checkout A> <checkout B> [dataset index, default 0] [--loads 15]
 *
 * Each checkout must have been built (`node scripts/ensure-build.mjs` there). Each gets its own reference server
 * with the bench schedules (its own `startTimetableServer`, so its own dist/); one Chromium, driven over a bare
 * DevTools pipe as the bench's first loads are (bench/lib/bare-chromium.ts), loads A and B in turn, the order swapped
 * every pair (A B, B A, …), untraced. On these shared 2-core machines the figures drift by
 * 50 ms within minutes, more than most changes move them: the difference within each pair is what to read.
 * Prints per side sessions in the DOM (min/median/max), the long-task sum and how many loads had one, session
 * blocks in the first frame, then the paired median difference B − A and how many pairs B won.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBareChromium } from './lib/bare-chromium';
import { median } from './lib/stats';
import { firstLoad, type FirstLoad } from './scenarios/timetable';
import type { startTimetableServer } from './scenarios/timetable-server';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const loadsAt = args.indexOf('--loads');
  const loads = loadsAt >= 0 ? Number(args.splice(loadsAt, 2)[1]) : 15;
  const [a, b, dataset = '0'] = args;
  if (!a || !b) throw new Error('usage: npx tsx bench/ab-timetable.ts <checkout A> <checkout B> [dataset] [--loads n]');
  const checkouts = [a, b].map((dir) => resolve(dir));
  const servers = await Promise.all(
    checkouts.map(async (dir) => {
      const module = (await import(pathToFileURL(resolve(dir, 'bench/scenarios/timetable.ts')).href)) as {
        startTimetableServer: typeof startTimetableServer;
      };
      return module.startTimetableServer();
    }),
  );
  const bare = await launchBareChromium();
  const results: FirstLoad[][] = [[], []];
  try {
    // One pair more than asked: the first pair warms both servers (JIT, import caches) and is dropped.
    for (let pair = 0; pair <= loads; pair++) {
      for (const side of pair % 2 ? [1, 0] : [0, 1]) {
        const load = await firstLoad(bare, servers[side].urls[Number(dataset)]);
        if (pair > 0) results[side].push(load);
      }
    }
  } finally {
    await bare.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  const round = (n: number | null) => Math.round(n ?? Number.NaN);
  for (const [side, list] of results.entries()) {
    const sessions = list.map((l) => l.sessionsAt);
    console.log(
      `${side ? 'B' : 'A'} ${checkouts[side]}: sessions in the DOM ${round(Math.min(...sessions))}/${round(median(sessions))}/${round(Math.max(...sessions))} ms;` +
        ` long tasks median ${round(median(list.map((l) => l.longTasks)))} ms, loads with any ${list.filter((l) => l.longTasks > 0).length}/${list.length};` +
        ` first-frame blocks ${[...new Set(list.map((l) => l.firstBlocks))].join(', ')}`,
    );
  }
  const diffs = results[1].map((l, i) => l.sessionsAt - results[0][i].sessionsAt);
  console.log(
    `paired B − A: median ${round(median(diffs))} ms; B earlier in ${diffs.filter((d) => d < 0).length} of ${diffs.length} pairs`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
