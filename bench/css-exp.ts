import { launchBrowser } from './lib/browser';
import { PROBE, startTimetableServer } from './scenarios/timetable';

// Forced full restyle + layout of the widget's shadow tree, per CSS variant, interleaved.
async function main() {
  const server = await startTimetableServer();
  const browser = await launchBrowser();
  const idx = Number(process.argv[2] ?? 0);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.addInitScript('window.__name = (f) => f;');
  await page.goto(server.urls[idx]);
  await page.waitForFunction(() => (window as any).__tt.sessionsAt !== null);
  await page.waitForTimeout(500);
  const res = await page.evaluate(async () => {
    const host = document.querySelector('[data-congress-widget="timetable"]')!;
    const root = host.shadowRoot!;
    const sheets = root.adoptedStyleSheets;
    const tt = sheets[sheets.length - 1];
    const original = [...tt.cssRules].map((r) => r.cssText).join('\n');
    const grid = root.querySelector('.tt-grid') as HTMLElement;
    const colW = parseFloat(grid.style.getPropertyValue('--col-w'));
    const ppm = parseFloat(grid.style.getPropertyValue('--ppm'));
    const blocks = [...root.querySelectorAll<HTMLElement>('.tt-block')];
    const saved = blocks.map((b) => b.getAttribute('style') ?? '');
    const px = (b: HTMLElement) => {
      const v = (n: string) => parseFloat(b.style.getPropertyValue(n));
      const [c, l, n, t, h] = ['--c', '--l', '--n', '--t', '--h'].map(v);
      const topic = b.style.getPropertyValue('--tt-topic');
      return `top:${44 + t * ppm + 1}px;left:${56 + (c + l / n) * colW + 2}px;width:${colW / n - 4}px;height:${h * ppm - 2}px;${topic ? `border-left-color:${topic};` : ''}`;
    };
    const pxStyles = blocks.map(px);
    const noMix = (css: string) => css.replace(/color-mix\(in srgb, var\(--cp-i-primary\) 10%, var\(--tt-surface\)\)/g, '#eef2fb')
      .replace(/color-mix\(in srgb, var\(--cp-i-primary\) 40%, var\(--tt-surface\)\)/g, '#a9b9e6');
    const pxCss = (css: string) => css.replace(/top: calc\(44px[^;]*;/, '').replace(/left: calc\(56px[^;]*;/, '').replace(/width: calc\(var\(--col-w\) \/ var\(--n\) - 4px\);/, '')
      .replace(/height: calc\(var\(--h\)[^;]*;/, '').replace(/max-height: max\([^;]*;/, '');
    const noCv = (css: string) => css.replace(/content-visibility: auto;/g, '');
    const variants: Record<string, [string, boolean]> = {
      current: [original, false],
      pxInline: [pxCss(original), true],
      pxNoMix: [noMix(pxCss(original)), true],
      pxNoMixNoCv: [noCv(noMix(pxCss(original))), true],
      currentNoCv: [noCv(original), false],
      pxNoCvContain: [noCv(pxCss(original)).replace('.tt-block { position: absolute;', '.tt-block { contain: strict; position: absolute;'), true],
    };
    const out: Record<string, number[]> = {};
    const next = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    for (let round = 0; round < 7; round++) {
      for (const [name, [css, usePx]] of Object.entries(variants)) {
        tt.replaceSync(css);
        blocks.forEach((b, i) => b.setAttribute('style', usePx ? pxStyles[i] : saved[i]));
        (host as HTMLElement).style.display = 'none';
        void (host as HTMLElement).offsetHeight;
        await next();
        const t0 = performance.now();
        (host as HTMLElement).style.display = '';
        void grid.offsetHeight; // style + layout
        const t1 = performance.now();
        (out[name] ??= []).push(Math.round((t1 - t0) * 10) / 10);
        await next();
      }
    }
    tt.replaceSync(original);
    return out;
  });
  for (const [k, v] of Object.entries(res)) { const s = [...v].sort((a, b) => a - b); console.log(k.padEnd(16), 'min', s[0], 'median', s[3], 'all', v.join(' ')); }
  await browser.close(); await server.close();
}
main();
