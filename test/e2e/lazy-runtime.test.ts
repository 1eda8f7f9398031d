/**
 * Issue 8 item 9, the first widget's bytes: the runtime loads its poll scheduler on the first poll and the host
 * bus's message handling with the first congress-portal message (src/embed/lazy-scheduler.ts, host-inbound/index.ts).
 * An html-text page requests neither (nor the error states of a wrong set-up, nor the shared filter); no message is
 * lost while the handling loads; two polling widgets still share the page's one scheduler: one request per key and
 * interval.
 */
import { describe, expect, it } from 'vitest';
import { withDemo } from './support/suite';
import { mountByCode, openPage, waitForPainted } from './support/browser';

const demo = withDemo({ quiet: true });

/** Opens a page and records the paths of the scripts it requests, in order. */
async function open(path: string, clock = false) {
  const scripts: string[] = [];
  const requests: string[] = [];
  const tab = await demo.open(path, {
    clock,
    height: 720,
    before: (page) =>
      page.on('request', (r) => {
        requests.push(r.url());
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      }),
  });
  return { tab, page: tab.page, scripts, requests };
}

describe('issue 8 item 9: what an html-text page does not download', () => {
  it('no poll scheduler (`shared` chunk) and no message handling chunk until a congress-portal message arrives; then none is lost', async () => {
    // demo/site/dynamic.html: a host page with the loader and nothing mounted; its "Add a text" button adds one html-text.
    const { tab, page, scripts } = await open('/dynamic.html');
    await page.locator('#add-text').click();
    await waitForPainted(page, 'html-text');
    await expect
      .poll(() => page.locator('#dynamic-1 .cp-html-text').textContent(), { timeout: 10_000 })
      .toContain('Dynamic text number 1');
    expect(scripts.some((s) => /\/chunks\/shared-/.test(s))).toBe(false);
    expect(scripts.some((s) => /\/chunks\/host-messages-/.test(s))).toBe(false);
    // Nor what only a page set up wrongly is told, nor the shared filter of a text that names no filter source.
    expect(scripts.some((s) => /\/chunks\/(setup-problems|filter)-/.test(s))).toBe(false);
    expect(scripts.length).toBeLessThanOrEqual(7);
    // A message of someone else on the page (not the congress-portal envelope) loads nothing.
    await page.evaluate(() => window.postMessage({ source: 'someone-else', type: 'register' }, location.origin));
    // Two congress-portal messages sent at once, before the handling has arrived: both are answered, in order.
    const answers = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const seen: unknown[] = [];
          window.addEventListener('message', (event) => {
            const data = event.data as { source?: string; type?: string; payload?: { requestId?: string } };
            if (data?.source !== 'congress-portal' || data.type === 'register' || data.type === 'hasOnAirChannel')
              return;
            seen.push([data.type, data.payload?.requestId]);
            if (seen.length === 2) resolve(seen);
          });
          for (const [type, requestId] of [
            ['register', 'r1'],
            ['hasOnAirChannel', 'q1'],
          ]) {
            window.postMessage(
              { source: 'congress-portal', version: 1, type, payload: { requestId } },
              location.origin,
            );
          }
        }),
    );
    expect(answers).toEqual([
      ['ready', 'r1'],
      ['hasOnAirChannel.result', 'q1'],
    ]);
    expect(scripts.filter((s) => /\/chunks\/host-messages-/.test(s))).toHaveLength(1);
    expect(scripts.some((s) => /\/chunks\/shared-/.test(s))).toBe(false);
    await tab.close();
  });
});

describe("issue 8 item 11: a widget chunk's `shared` imports are requested with it, not after it", () => {
  it('the timetable page requests `shared` before the timetable chunk has arrived, once, and no portal-timetable chunk', async () => {
    // One navigation, listened to from its start: a reload after a first visit raced that visit's own lazy requests,
    // which can still be under way when `goto` returns (the widget chunks load after the page's load event).
    const tab = await openPage(demo.browser);
    demo.tabs.push(tab);
    const { page } = tab;
    const scripts: string[] = [];
    const order: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      if (/\/(widgets\/timetable|chunks\/shared-[\w-]+)\.js$/.test(r.url()))
        order.push(`request ${new URL(r.url()).pathname}`);
    });
    page.on('requestfinished', (r) => {
      if (r.url().endsWith('/widgets/timetable.js')) order.push('timetable.js arrived');
    });
    await page.goto(`${demo.url}/timetable.html`);
    await page.locator('.tt-block').first().waitFor({ timeout: 15_000 });
    const shared = order.findIndex((e) => /request .*\/chunks\/shared-/.test(e));
    expect(shared).toBeGreaterThanOrEqual(0);
    expect(shared).toBeLessThan(order.indexOf('timetable.js arrived'));
    expect(order.filter((e) => e.startsWith('request')).map((e) => e.replace(/-[\w-]+\.js$/, ''))).toEqual([
      'request /cdn/widgets/timetable.js',
      'request /cdn/chunks/shared',
    ]);
    expect(scripts.some((s) => /\/chunks\/portal-timetable-/.test(s))).toBe(false);
    await tab.close();
  });
});

describe('ARCHITECTURE.md data flow: one scheduler per page, loaded with the first poll', () => {
  it('live-event-progress (60 s) and live-text (15 s) of one channel share one scheduler: one request per interval, not one per widget', async () => {
    const { tab, page, requests } = await open(
      '/gallery-live-event-progress.html?fakenow=2026-03-04T10:30:00%2B01:00',
      true,
    );
    const polls = () => requests.filter((url) => url.includes('/wcm/channels/hall-a')).length;
    // Under the installed clock the DOM says when they are shown (the performance marks are the clock's too).
    await expect
      .poll(() => page.locator('#gallery-live-event-progress [role="progressbar"]').getAttribute('aria-valuenow'), {
        timeout: 10_000,
      })
      .toBe('67');
    await mountByCode(page, 'second-poller', {
      widget: 'live-text',
      project: 'dmc2026',
      settings: { channel: 'hall-a' },
    });
    await expect.poll(() => page.locator('#second-poller strong').textContent(), { timeout: 10_000 }).toBe('Live:');
    // The live text's subscription got the answer the progress bar's poll already had: no request of its own.
    expect(polls()).toBe(1);
    // The live text's 15 s brings the tick forward (15 s after the first poll), then one request per 15 s for both. The
    // clock moves in 5 s steps until the next request: the answer arrives in real time, and the next tick is scheduled
    // only then. Two schedulers would make two requests in one step (and the count would skip a number).
    const next = (count: number) =>
      expect
        .poll(
          async () => {
            await page.clock.runFor(5_000);
            return polls();
          },
          { timeout: 20_000 },
        )
        .toBe(count);
    await next(2);
    await next(3);
    await next(4);
    await tab.close();
  });
});
