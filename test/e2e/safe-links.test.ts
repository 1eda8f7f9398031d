/**
 * shared/ARCHITECTURE.md "Links and URLs" (issue 8 §3) in real Chromium with the script-tag build: preact/compat
 * does not block `javascript:` URLs, so the core gate (src/core/url/safe-url.ts) is the only guard. Widgets are
 * mounted with hostile link settings; every link they produce is clicked; no script may run, the content must
 * still show as text, and the page stays free of errors and axe violations.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const demo = withDemo();

/** Each payload counts its runs in `window.__xss`, so a single click that runs script is seen. */
const RUN = 'window.__xss=(window.__xss||0)+1';
const HOSTILE: [string, string][] = [
  ['javascript:', `javascript:${RUN}`],
  ['mixed case', `JaVaScRiPt:${RUN}`],
  ['leading control characters and spaces', `\u0001\u001f  javascript:${RUN}`],
  ['a tab inside the scheme', `java\tscript:${RUN}`],
  ['a newline inside the scheme', `java\nscript:${RUN}`],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['data:text/html', `data:text/html,<script>parent.${RUN}</script>`],
];

type Mount = (id: string, options: Record<string, unknown>) => Promise<unknown>;

async function openDynamicPage() {
  const tab = await demo.open(`/dynamic.html`, { height: 720 });
  await tab.page.waitForFunction(
    () => typeof (window as unknown as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function',
  );
  const mount: Mount = (id, options) =>
    tab.page.evaluate(
      ([slotId, o]) => {
        const el = document.createElement('div');
        el.id = slotId;
        document.querySelector('#slots')!.append(el);
        return (
          window as unknown as { CongressPortal: { mount(el: Element, o: unknown): Promise<unknown> } }
        ).CongressPortal.mount(el, { ...o, eager: true }).then(() => undefined);
      },
      [id, options] as const,
    );
  return { tab, mount };
}

/** Clicks every `a[href]` inside the widgets' shadow roots; returns the hrefs clicked. */
async function clickEveryWidgetLink(page: Page): Promise<string[]> {
  const links = page.locator('#slots a[href]');
  const hrefs: string[] = [];
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    hrefs.push((await link.getAttribute('href')) ?? '');
    // Links that open a new tab are clicked in place, so the page under test is the one that would run them.
    await link.evaluate((a) => a.removeAttribute('target'));
    await link.click();
  }
  return hrefs;
}

const xssRuns = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);

describe('ARCHITECTURE Links and URLs in Chromium: hostile link settings give no link, the content still shows', () => {
  it('the check itself works: a javascript: link on the host page runs when clicked', async () => {
    const { tab } = await openDynamicPage();
    await tab.page.evaluate((run) => {
      const a = document.createElement('a');
      a.href = `javascript:${run}`;
      a.textContent = 'control';
      a.id = 'control';
      document.querySelector('main')!.append(a);
    }, RUN);
    await tab.page.click('#control');
    await tab.page.waitForFunction(() => (window as unknown as { __xss?: number }).__xss === 1);
    await tab.close();
  });

  it('single-image: every hostile assetlink renders the image and heading without a link; a safe one links', async () => {
    const { tab, mount } = await openDynamicPage();
    const { page } = tab;
    const assetnames = {
      default: 'teaser-default',
      md: 'teaser-default-md',
      sm: 'teaser-default-sm',
      xs: 'teaser-default-xs',
    };
    for (const [index, [label, assetlink]] of HOSTILE.entries()) {
      await mount(`image-${index}`, {
        widget: 'single-image',
        project: 'dmc2026',
        settings: {
          heading: `Image ${index}: ${label}`,
          customClasses: '',
          assetnames,
          assetlink,
          external: index % 2 === 0,
        },
      });
    }
    await mount('image-safe', {
      widget: 'single-image',
      project: 'dmc2026',
      settings: { heading: 'Safe image', customClasses: '', assetnames, assetlink: '#safe-anchor', external: false },
    });
    await waitForPainted(page, 'single-image', HOSTILE.length + 1);
    for (const [index, [label]] of HOSTILE.entries()) {
      const widget = page.locator(`#image-${index}`);
      await widget.locator('img').waitFor();
      expect(await widget.locator('figcaption').textContent()).toBe(`Image ${index}: ${label}`);
      expect(await widget.locator('a').count()).toBe(0);
    }
    expect(await clickEveryWidgetLink(page)).toEqual(['#safe-anchor']);
    expect(await page.evaluate(() => location.hash)).toBe('#safe-anchor');
    expect(await xssRuns(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('timetable: hostile live and library patterns give no buttons in the session overlay; the session still shows', async () => {
    const { tab, mount } = await openDynamicPage();
    const { page } = tab;
    const [, pattern] = HOSTILE[2];
    await mount('programme', {
      widget: 'timetable',
      project: 'dmc2026',
      settings: {
        initialView: 'list',
        liveLinkPattern: `${pattern}//###slug###`,
        libraryLinkPattern: `data:text/html,###slug###`,
        showAddToCalendarButton: 'never',
      },
    });
    await waitForPainted(page, 'timetable');
    const session = page.locator('#programme [data-slug]').first();
    await session.waitFor();
    const slug = await session.getAttribute('data-slug');
    await session.click();
    const dialog = page.locator('#programme [role="dialog"]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').first().textContent()).not.toBe('');
    expect(await dialog.locator('.tt-actions a').count()).toBe(0);
    await clickEveryWidgetLink(page);
    expect(await xssRuns(page)).toBe(0);
    expect(await page.evaluate(() => decodeURIComponent(location.hash.slice(1)))).toBe(slug);
    await expectNoAxeViolations(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it.each(HOSTILE)('timetable: a live-link pattern with %s gives no live button', async (_label, pattern) => {
    const { tab, mount } = await openDynamicPage();
    const { page } = tab;
    await mount('programme', {
      widget: 'timetable',
      project: 'dmc2026',
      settings: {
        initialView: 'list',
        liveLinkPattern: `${pattern}###slug###`,
        showAddToCalendarButton: 'never',
        hideShowLibraryButton: true,
      },
    });
    await page.locator('#programme [data-slug]').first().click();
    await page.locator('#programme [role="dialog"]').waitFor();
    expect(await page.locator('#programme .tt-actions a').count()).toBe(0);
    await clickEveryWidgetLink(page);
    expect(await xssRuns(page)).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
