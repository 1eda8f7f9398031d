/**
 * The structured-data head chunk as a host page loads it (bench/scenarios/structured-data.ts): the built files of
 * dist/cdn served over the network, the runtime, the loader core and `shared` imported first (every widget page has
 * them), then the head chunk by `import()`, as the hook does. Its script time comes from Chromium's own counter
 * (`ScriptDuration`), so whatever the chunk imports beyond those is counted too; then the first block, cold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

const CDN = 'dist/cdn';
const ORIGIN = 'https://cdn.example';

export async function builtHeadRun(
  browser: Browser,
  page: string,
  json: string,
  env: unknown,
): Promise<Record<string, number>> {
  const chunks = readdirSync(join(CDN, 'chunks'));
  const shared = chunks.find((f) => f.startsWith('shared-'));
  const head = chunks.find((f) => f.startsWith('head-'));
  if (!shared || !head) throw new Error('structured-data: dist/cdn has no shared or head chunk (npm run build)');
  const tab = await browser.newPage();
  try {
    await tab.route(page, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Programme</title>' }),
    );
    await tab.route(`${ORIGIN}/**`, (r) =>
      r.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(CDN, new URL(r.request().url()).pathname.slice(1))),
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    await tab.goto(page);
    const first = ['runtime.js', 'loader-core.js', `chunks/${shared}`].map((f) => `${ORIGIN}/${f}`);
    await tab.evaluate((urls) => Promise.all(urls.map((u) => import(u))), first);
    await tab.evaluate((data) => {
      const w = window as unknown as { __cpInput: { events: Record<string, unknown>[]; timed?: unknown[] } };
      w.__cpInput = JSON.parse(data);
      w.__cpInput.timed = w.__cpInput.events
        .map((e) => ({
          slug: e.slug,
          start: Date.parse(String(e.datestart)),
          end: Date.parse(String(e.dateend)),
          source: e,
        }))
        .sort((a, b) => a.start - b.start);
    }, json);
    await tab.waitForTimeout(300);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const scriptMs = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')!.value * 1000;
    const s0 = await scriptMs();
    await tab.evaluate(
      (u) => import(u).then((m) => void ((window as unknown as { __cpHead: unknown }).__cpHead = m)),
      `${ORIGIN}/chunks/${head}`,
    );
    await tab.waitForTimeout(100);
    const importMs = (await scriptMs()) - s0;
    const blockMs = await tab.evaluate((e) => {
      type Publish = (input: unknown, env: unknown) => void;
      const w = window as unknown as { __cpHead: { publish?: Publish; h?: { publish: Publish } }; __cpInput: unknown };
      const publish = (w.__cpHead.publish ?? w.__cpHead.h?.publish) as Publish;
      const t0 = performance.now();
      publish(w.__cpInput, e);
      return performance.now() - t0;
    }, env);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      'chunk eval ms': round(importMs),
      'build + insert ms': round(blockMs),
      'main thread ms': round(importMs + blockMs),
    };
  } finally {
    await tab.close();
  }
}
