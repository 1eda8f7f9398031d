import { CLS_VIEWPORTS, recordLayoutShift } from '../lib/layout-shift';
import { runLighthouse } from '../lib/lighthouse';
import { median } from '../lib/stats';
import type { BenchRow, BenchScenario } from '../lib/types';

const round = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);

/**
 * The README's snippet pasted unchanged (demo/site/snippet.html: a plain society page, no CSS of the SDK's but
 * the snippet's own): cumulative layout shift of cold loads at 1350 × 940 and 375 × 800 (median; goal ≤ 0.01 from
 * the first paint), and Lighthouse's desktop preset at both widths (goal: performance ≥ 95), with its first
 * contentful paint: what the snippet's render-blocking stylesheet costs the first paint. Each also without boxes.css
 * (its request blocked: the snippet as it was before it linked one) and without widgets (loader.js blocked), on the
 * same machine at the same time: Lighthouse's figures move with the machine's load.
 */
const scenario: BenchScenario = {
  name: 'snippet',
  async run(ctx) {
    const rows: BenchRow[] = [];
    const lighthouseRuns = Math.min(ctx.runs, 3);
    // Without boxes.css = the snippet as it was before it linked one (loader.js alone reserves the boxes); without
    // widgets = loader.js blocked, the host's page alone: Lighthouse's ceiling on this machine at this moment.
    for (const [variant, blocked] of [
      ['', []],
      [' without boxes.css', ['**/boxes.css']],
      [' without widgets', ['**/loader.js']],
    ] as const) {
      for (const viewport of Object.values(CLS_VIEWPORTS)) {
        ctx.log(`snippet${variant}: /snippet.html ${viewport.width} px × ${ctx.runs}`);
        const runs = [];
        for (let i = 0; i < ctx.runs; i += 1)
          runs.push(
            await recordLayoutShift(ctx.browser, `${ctx.baseUrl}/snippet.html`, viewport, undefined, [...blocked]),
          );
        ctx.log(`snippet${variant}: Lighthouse desktop /snippet.html ${viewport.width} px × ${lighthouseRuns}`);
        const lighthouse = await runLighthouse(
          `${ctx.baseUrl}/snippet.html`,
          lighthouseRuns,
          blocked.map((p) => p.replace('**/', '*')),
          viewport,
        );
        rows.push({
          label: `/snippet.html${variant} ${viewport.width} × ${viewport.height}`,
          figures: {
            cls: round(median(runs.map((r) => r.cls))),
            clsMax: round(Math.max(...runs.map((r) => r.cls))),
            ...lighthouse,
          },
        });
      }
    }
    return rows;
  },
};

export default scenario;
