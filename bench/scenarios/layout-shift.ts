import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../demo/server/app';
import { CLS_VIEWPORTS, recordLayoutShift, type ShiftEntry } from '../lib/layout-shift';
import { runLighthouse } from '../lib/lighthouse';
import { median } from '../lib/stats';
import type { BenchRow, BenchScenario } from '../lib/types';

const round = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);

/** The element that moved most over the runs (where to look when a figure is above the goal). */
function worstSource(runs: ShiftEntry[][]): string {
  const bySource = new Map<string, number>();
  for (const entry of runs.flat()) bySource.set(entry.source, (bySource.get(entry.source) ?? 0) + entry.value);
  const [source, value] = [...bySource].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return value > 0 ? `${source} ${round(value / runs.length)}` : '–';
}

/**
 * Issue 9: cumulative layout shift (layout-shift entries without recent input, first 6 s) of every demo page at
 * 1350 × 940 and 375 × 800, cold loads, median of the runs; goal ≤ 0.01. Then Lighthouse (desktop preset) on
 * the society page with and without its widgets; goals: performance ≥ 95 and within 5 points (issue 9), total
 * blocking time within 50 ms of the page without widgets (issue 13: its teaser, timetable, library and html-text).
 */
const scenario: BenchScenario = {
  name: 'layout-shift',
  async run(ctx) {
    const pages = readdirSync(join(REPO_ROOT, 'demo', 'site'))
      .filter((f) => f.endsWith('.html'))
      .sort();
    const rows: BenchRow[] = [];
    for (const page of pages) {
      const figures: BenchRow['figures'] = {};
      for (const viewport of Object.values(CLS_VIEWPORTS)) {
        ctx.log(`layout-shift: /${page} ${viewport.width} px × ${ctx.runs}`);
        const runs = [];
        for (let i = 0; i < ctx.runs; i += 1)
          runs.push(await recordLayoutShift(ctx.browser, `${ctx.baseUrl}/${page}`, viewport));
        figures[`cls${viewport.width}`] = round(median(runs.map((r) => r.cls)));
        figures[`moved${viewport.width}`] = worstSource(runs.map((r) => r.entries));
      }
      rows.push({ label: `/${page}`, figures });
    }
    // Without widgets = the same page with loader.js blocked: what the host's page is without the SDK.
    const lighthouseRuns = Math.min(ctx.runs, 3);
    for (const [label, blocked] of [
      ['with widgets', []],
      ['without widgets', ['*loader.js']],
    ] as const) {
      ctx.log(`layout-shift: Lighthouse desktop /society.html ${label} × ${lighthouseRuns}`);
      const figures = await runLighthouse(`${ctx.baseUrl}/society.html`, lighthouseRuns, [...blocked]);
      rows.push({ label: `Lighthouse /society.html ${label}`, figures });
    }
    return rows;
  },
};

export default scenario;
