/**
 * The embed runtime in real Chromium against the reference server and the demo site (demo/site).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { waitForPainted } from './support/browser';
import { instrumentTimersAndListeners, type Activity } from './support/instrument';
import { styleOf } from './support/styles';

const demo = withDemo();
// Zero uncaught page errors across every page these tests opened.
afterAll(() => expect(demo.tabs.flatMap((tab) => tab.pageErrors.map((e) => e.message))).toEqual([]));

/** These pages keep Playwright's default viewport, 1280 × 720. */
const VIEWPORT = { height: 720 };

describe('embedding by script tag (demo/site/index.html)', () => {
  it('widgets render inside open shadow roots, nothing in the light DOM', async () => {
    const { page } = await demo.open('/index.html', VIEWPORT);
    await waitForPainted(page, 'html-text');
    await waitForPainted(page, 'single-image');
    expect(await page.locator('#welcome').evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    await expect.poll(() => page.locator('#welcome .cp-html-text h2').textContent()).toBe('Welcome to DMC 2026');
    expect(await page.evaluate(() => document.querySelector('#welcome')!.children.length)).toBe(0); // nothing in the light DOM
    await expect.poll(() => page.locator('#visual img').getAttribute('alt')).toBe('DMC 2026');
    await expect.poll(() => page.locator('#local-text p').textContent()).toContain('data-settings');
  });

  it('demo/site/mistakes.html: each mistake shows a clear message and logs exactly one warning naming it, while the rest works', async () => {
    const { page, console: lines } = await demo.open('/mistakes.html', VIEWPORT);
    await waitForPainted(page, 'html-text');
    await expect
      .poll(() => page.locator('#unknown [role="alert"]').textContent())
      .toContain('There is no widget called “fancy-clock”.');
    await expect
      .poll(() => page.locator('#broken-settings [role="alert"]').textContent())
      .toContain('not set up correctly');
    await page.locator('#missing-asset').scrollIntoViewIfNeeded(); // widgets mount as they near the viewport
    await expect.poll(() => lines.filter((l) => l.startsWith('warning: [CongressPortal]')).length).toBe(7);
    const warnings = lines.filter((l) => l.startsWith('warning: [CongressPortal]'));
    for (const mistake of [
      'unknown widget "fancy-clock" in <div id="unknown"',
      '<div id="broken-settings" data-congress-widget="html-text" data-project="dmc2026">: data-settings is not valid JSON',
      'blocked the embedded script https://evil.example.com/x.js',
      'blocked the embedded script https://cdn.jsdelivr.net/npm/example@1/dist/example.js',
      '<div id="bad-height" data-congress-widget="html-text" data-project="dmc2026">: data-height must be a size in px',
      '<div id="zero-ratio" data-congress-widget="single-image" data-project="dmc2026">: data-aspect-ratio must be a ratio above zero',
      'single-image in #missing-asset: none of the asset names (default "no-such-asset")',
    ]) {
      expect(
        warnings.filter((l) => l.includes(mistake)),
        mistake,
      ).toHaveLength(1);
    }
    expect(lines).toEqual(warnings); // nothing else: no errors, no failed requests
  });

  it('the host page CSS (62.5 % root, * and button rules) does not change the widgets', async () => {
    const { page } = await demo.open('/index.html', VIEWPORT);
    await waitForPainted(page, 'html-text');
    const selectors = ['#welcome .cp-html-text h2', '#welcome .cp-html-text p', '#local-text .cp-html-text p'];
    await page.locator(selectors[2]).waitFor();
    const withHostCss = await Promise.all(selectors.map((s) => styleOf(page, s)));
    await page.evaluate(() => {
      for (const sheet of Array.from(document.styleSheets)) sheet.disabled = true;
    });
    const withoutHostCss = await Promise.all(selectors.map((s) => styleOf(page, s)));
    expect(withHostCss).toEqual(withoutHostCss);
    expect(withHostCss[1].fontSize).toBe('16px'); // px, not the host's rem
  });

  it("the widgets' CSS does not leak into the host page", async () => {
    const hostSelectors = ['#host-button', 'main > p', '#welcome-heading'];
    const bare = await demo.open('/index.html', {
      ...VIEWPORT,
      before: (page) => page.route('**/loader.js', (route) => route.abort()),
    });
    const before = await Promise.all(hostSelectors.map((s) => styleOf(bare.page, s)));
    const { page } = await demo.open('/index.html', VIEWPORT);
    await waitForPainted(page, 'html-text');
    await waitForPainted(page, 'single-image');
    const after = await Promise.all(hostSelectors.map((s) => styleOf(page, s)));
    expect(after).toEqual(before);
    expect(after[0].textTransform).toBe('uppercase'); // the host's own button rule still applies
  });
});

describe('host messages (demo/site/messages.html)', () => {
  const hidden = (page: Page) =>
    page.locator('#topic-sessions li').evaluateAll((items) => items.map((li) => (li as HTMLElement).hidden));

  it('issue 13 item 8: three widgets share a filter by message (spec 3 §2 Widget mode), and a partner frame from another allowed origin sets it too', async () => {
    const { page } = await demo.open('/messages.html', VIEWPORT);
    await waitForPainted(page, 'html-text', 2);
    await waitForPainted(page, 'library');
    const lectures = page.locator('#topic-lectures');
    const cardTopics = () =>
      lectures
        .locator('.cp-card')
        .evaluateAll((cards) =>
          cards.map((card) => [...card.querySelectorAll('.cp-lw__topic')].map((b) => b.textContent)),
        );
    await expect.poll(async () => (await cardTopics()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const unfiltered = await cardTopics();
    await page.locator('#topic-chips button', { hasText: 'Oncology' }).click();
    await expect.poll(() => hidden(page)).toEqual([true, true, false, true]);
    expect(await page.locator('#topic-chips button', { hasText: 'Oncology' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The library widget follows the chips' filter: every lecture it lists now has the topic.
    await expect
      .poll(
        async () => {
          const t = await cardTopics();
          return t.length > 0 && t.every((topics) => topics.includes('Oncology'));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => page.locator('#page-log li[data-type="Widget.SetFilter"]').count()).toBeGreaterThan(0);
    await page.locator('#topic-chips button', { hasText: 'Oncology' }).click(); // the chosen chip again clears it
    await expect.poll(() => hidden(page)).toEqual([false, false, false, false]);
    await expect.poll(() => cardTopics(), { timeout: 10_000 }).toEqual(unfiltered);
    // And the other way round: a lecture's topic sets the filter for the chips and the highlights.
    const first = lectures.locator('.cp-card').first().locator('.cp-lw__topic').first();
    const topic = (await first.textContent())!;
    await first.click();
    const values = ['Cardiology', 'Cardiology', 'Oncology', 'Neurology'];
    await expect.poll(() => hidden(page)).toEqual(values.map((value) => value !== topic));
    expect(await page.locator('#topic-chips button[aria-pressed="true"]').allTextContents()).toEqual(
      values.includes(topic) ? [topic] : [],
    );
    await expect
      .poll(
        async () => {
          const t = await cardTopics();
          return t.length > 0 && t.every((topics) => topics.includes(topic));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await lectures.locator('.cp-lw__topic[aria-pressed="true"]').first().click();
    await expect.poll(() => hidden(page)).toEqual([false, false, false, false]);

    const partner = page.frameLocator('#partner-frame');
    await expect.poll(() => partner.locator('#partner-status').textContent()).toContain('Connected');
    await partner.locator('button', { hasText: 'Cardiology' }).click();
    await expect.poll(() => hidden(page)).toEqual([false, false, true, true]);
    await partner.locator('button', { hasText: 'Clear the filter' }).click();
    await expect.poll(() => hidden(page)).toEqual([false, false, false, false]);
    await partner.locator('#ask-on-air').click();
    await expect.poll(() => partner.locator('#partner-status').textContent()).toBe('No channel is on air.');
    // The page's own widget interaction reached the registered partner frame as a message. The chips scroll
    // inside their fixed box (data-height): bring the chip into view first, as a reader scrolling up would.
    const neurology = page.locator('#topic-chips button', { hasText: 'Neurology' });
    await neurology.scrollIntoViewIfNeeded();
    await neurology.click();
    await expect
      .poll(() => partner.locator('#partner-log li[data-type="Widget.SetFilter"]').last().textContent())
      .toContain('Neurology');
  });

  it('a message from a foreign origin is ignored', async () => {
    const { page } = await demo.open('/messages.html', {
      ...VIEWPORT,
      before: (p) =>
        p.route('http://foreign.test/**', (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>foreign</title><script>setInterval(function () { parent.postMessage({ source: "congress-portal", version: 1, type: "Widget.SetFilter", payload: { sourceId: "topic", filterValue: "Oncology" } }, "*"); parent.postMessage({ source: "congress-portal", version: 1, type: "register", payload: {} }, "*"); }, 50);</script>',
          }),
        ),
    });
    await waitForPainted(page, 'html-text', 2);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.title = 'foreign';
          frame.src = 'http://foreign.test/evil.html';
          frame.onload = () => resolve();
          document.body.append(frame);
        }),
    );
    await page.waitForTimeout(600);
    expect(await hidden(page)).toEqual([false, false, false, false]);
    // The same message from the page itself (an allowed origin) does apply: the ignore above was the origin check.
    await page.evaluate(() =>
      window.postMessage(
        {
          source: 'congress-portal',
          version: 1,
          type: 'Widget.SetFilter',
          payload: { sourceId: 'topic', filterValue: 'Oncology' },
        },
        '*',
      ),
    );
    await expect.poll(() => hidden(page)).toEqual([true, true, false, true]);
  });
});

describe('mounting from code and at run time', () => {
  it('mount.html: the queue snippet replays mount(); handle.update re-renders; handle.unmount removes', async () => {
    const { page } = await demo.open('/mount.html', VIEWPORT);
    await expect.poll(() => page.locator('#programme-note p').textContent()).toContain('09:00');
    await page.locator('#update-note').click();
    await expect.poll(() => page.locator('#programme-note p').textContent()).toContain('09:30');
    await page.locator('#unmount-note').click();
    await expect
      .poll(() => page.locator('#programme-note').evaluate((el) => el.shadowRoot?.childNodes.length ?? 0))
      .toBe(0);
    await page.locator('#remount-note').click();
    await expect.poll(() => page.locator('#programme-note p').textContent()).toContain('09:00');
    await expect.poll(() => page.locator('#code-image img').count()).toBe(1);
  });

  it('dynamic.html: unmount leaves no running timers or listeners behind', async () => {
    const { page } = await demo.open('/dynamic.html', {
      ...VIEWPORT,
      before: (p) => p.addInitScript(instrumentTimersAndListeners),
    });
    await page.waitForFunction(
      () => typeof (window as unknown as { CongressPortal?: { scan?: unknown } }).CongressPortal?.scan === 'function',
    );
    await page.waitForTimeout(300);
    const activity = () => page.evaluate(() => (window as unknown as { __cpActivity(): Activity }).__cpActivity());
    const baseline = await activity();
    await page.locator('#add-text').click();
    await page.locator('#add-image').click();
    await page.locator('#add-text').click();
    await page.locator('#add-programme').click(); // polls through the scheduler, has an interval and window listeners
    await waitForPainted(page, 'html-text', 2);
    await waitForPainted(page, 'single-image');
    await waitForPainted(page, 'timetable');
    const running = await activity();
    expect(running.listeners).toBeGreaterThan(baseline.listeners);
    expect(running.timeouts + running.intervals).toBeGreaterThan(baseline.timeouts + baseline.intervals);
    await page.locator('#remove-all').click();
    await page.waitForTimeout(500);
    const after = await activity();
    expect(after).toEqual(baseline);
  });

  it('a widget chunk that fails to load shows the retry state, and retry loads it', async () => {
    // The chunk is imported twice as the mount starts (the loader core's early import and the runtime's own). The
    // browser fetches it once, but a failed fetch is not kept: the runtime's import fetches again and recovers by
    // itself when only the first failed. So every request fails until the reader retries.
    let reachable = false;
    const { page } = await demo.open('/dynamic.html', {
      ...VIEWPORT,
      before: (p) =>
        p.route(/\/cdn\/widgets\/html-text\.js/, (route) => (reachable ? route.continue() : route.abort())),
    });
    await page.locator('#add-text').click();
    const slot = page.locator('#dynamic-1');
    await expect
      .poll(() =>
        slot
          .locator('[role="alert"]')
          .textContent({ timeout: 1_000 })
          .catch(() => null),
      )
      .toContain('Loading failed.');
    reachable = true;
    await slot.locator('button', { hasText: 'Try again' }).click();
    await expect.poll(() => slot.locator('.cp-html-text p').textContent()).toContain('Dynamic text number 1');
  });
});

describe('strict Content Security Policy (demo/site/csp.html)', () => {
  it('widgets work with no CSP violation', async () => {
    const { page } = await demo.open('/csp.html', {
      ...VIEWPORT,
      before: (p) =>
        p.addInitScript(() => {
          (window as unknown as { __violations: string[] }).__violations = [];
          document.addEventListener('securitypolicyviolation', (e) =>
            (window as unknown as { __violations: string[] }).__violations.push(
              `${e.violatedDirective} ${e.blockedURI}`,
            ),
          );
        }),
    });
    await waitForPainted(page, 'html-text');
    await waitForPainted(page, 'single-image');
    await expect.poll(() => page.locator('#csp-text h2').textContent()).toBe('Welcome to DMC 2026');
    expect(await page.locator('#csp-text .cp-html-text h2').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      '24px',
    );
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
});
