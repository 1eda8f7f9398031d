import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { mountByCode, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const SHOTS = 'test-results/package-widget';
const T = { timeout: 10_000 };

const demo = withDemo({ shots: SHOTS });

/** Mounts a package widget by code under a settings name the server does not have (so only `settings` count). */
async function mount(page: Page, id: string, settings: unknown, extra: Record<string, unknown> = {}): Promise<Locator> {
  return mountByCode(page, id, { widget: 'package', project: 'dmc2026', name: id, settings, ...extra });
}

const MOUNTS = 3;

describe('gallery-package.html: reference data, axe, no page errors, screenshots', () => {
  it('every example settles (package, package by sku, unknown package) at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const tab = await demo.open('/gallery-package.html', { width });
      const mounts = tab.page.locator('[data-congress-widget="package"]');
      expect(await mounts.count()).toBe(MOUNTS);
      for (let i = 0; i < MOUNTS; i += 1) {
        await mounts.nth(i).scrollIntoViewIfNeeded();
        await waitForPainted(tab.page, 'package', i + 1);
      }
      await expect.poll(() => tab.page.locator('[data-congress-widget="package"] .cp-skeleton').count(), T).toBe(0);
      await expect.poll(() => tab.page.locator('#gallery-package tbody tr').count(), T).toBe(4);
      await tab.page.evaluate(() => window.scrollTo(0, 0));
      if (width === 1280) await expectNoAxeViolations(tab.page);
      await tab.page.screenshot({ path: `${SHOTS}/gallery-package-${width}.png`, fullPage: true });
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    }
  });
});

describe('package widget: spec 2 §3 package fields, spec 3 §2 widget mode', () => {
  it('image, title linked by the package pattern in the top window, compiled by, date, topics, modules sorted by sort', async () => {
    const tab = await demo.open('/gallery-package.html');
    const pkg = tab.page.locator('#gallery-package');
    await expect.poll(() => pkg.locator('tbody tr').count(), T).toBe(4);
    expect(await pkg.locator('h2').first().textContent()).toBe('Package of the month');
    const title = pkg.locator('h3.cp-pkg__title a');
    expect(await title.textContent()).toBe('Oncology essentials');
    expect(await title.getAttribute('href')).toBe('/portal/packages/dmc2026-oncology-package');
    expect(await title.getAttribute('target')).toBe('_top');
    expect(await pkg.locator('.cp-catalog__subline').textContent()).toBe(
      'Selected oncology content from Demo Medical Congress 2026',
    );
    expect(await pkg.locator('.cp-catalog__meta').textContent()).toBe('compiled by Dr. Jonas Berg · Mar 5, 2026');
    expect(await pkg.locator('.cp-pkg__head .cp-lw__topic').allTextContents()).toEqual(['Oncology', 'Surgery']);
    expect(await pkg.locator('.cp-pkg__image').getAttribute('src')).toMatch(/^(https?:\/\/[^/]+)?\/api\/assets\//);
    // The HTML text (sort 1) comes before the resources list (sort 2); list titles link by the cr pattern.
    const order = await pkg.locator('.cp-pkg__text, .cp-lw--nested').evaluateAll((els) => els.map((e) => e.className));
    expect(order[0]).toContain('cp-pkg__text');
    expect(order[1]).toContain('cp-lw--nested');
    expect(await pkg.locator('.cp-pkg__text').textContent()).toBe('The Oncology package.');
    expect(await pkg.locator('tbody th a').first().getAttribute('href')).toMatch(/^\/portal\/dmc2026\/crs\/[\w-]+$/);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('a topic click sets the shared filter (Widget.SetFilter); the module list follows it; a second click clears it', async () => {
    const tab = await demo.open('/gallery-package.html');
    const pkg = tab.page.locator('#gallery-package');
    await expect.poll(() => pkg.locator('tbody tr').count(), T).toBe(4);
    const sent = tab.page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          document.addEventListener('congress-portal:Widget.SetFilter', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          });
        }),
    );
    await pkg.locator('.cp-pkg__head .cp-lw__topic', { hasText: 'Surgery' }).click();
    expect(await sent).toMatchObject({ widget: 'package', sourceId: 'topic', filterValue: 'Surgery' });
    await expect.poll(() => pkg.locator('tbody tr').count(), T).toBe(1);
    expect(await pkg.locator('.cp-pkg__head .cp-lw__topic[aria-pressed="true"]').textContent()).toBe('Surgery');
    await pkg.locator('.cp-pkg__head .cp-lw__topic[aria-pressed="true"]').click();
    await expect.poll(() => pkg.locator('tbody tr').count(), T).toBe(4);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('by sku, without modules: the title truncated to 250 characters (spec 2 §3)', async () => {
    const tab = await demo.open('/gallery-package.html');
    const pkg = tab.page.locator('#gallery-package-by-sku');
    await pkg.scrollIntoViewIfNeeded();
    const title = pkg.locator('h2.cp-pkg__title a');
    await expect.poll(() => title.count(), T).toBe(1);
    const text = (await title.textContent())!;
    expect(text.length).toBeLessThanOrEqual(250);
    expect(text.endsWith('…')).toBe(true);
    expect(await title.getAttribute('href')).toBe('/portal/packages/dmc2026-radiology-package');
    expect(await pkg.locator('table, .cp-pkg__text').count()).toBe(0);
    await tab.close();
  });

  it('not found: a translated status and a console warning naming the package; the box keeps its size', async () => {
    const tab = await demo.open('/gallery-package.html');
    const pkg = tab.page.locator('#gallery-package-unknown');
    await pkg.scrollIntoViewIfNeeded();
    await expect
      .poll(() => pkg.locator('[role="status"]').textContent(), T)
      .toBe('This package does not exist (any more).');
    expect(
      tab.console.some((l) => l.startsWith('warning:') && l.includes('package widget: no package "no-such-package"')),
    ).toBe(true);
    expect(Math.round((await pkg.boundingBox())!.height)).toBe(480);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('CongressPortal.mount: no package setting → the missing state (de) and a warning; an error answer → a translated error with retry', async () => {
    const tab = await demo.open('/gallery-package.html');
    const missing = await mount(tab.page, 'no-package', { heading: 'Paket' }, { locale: 'de' });
    await expect.poll(() => missing.locator('[role="status"]').textContent(), T).toBe('Kein Paket ausgewählt.');
    expect(tab.console.some((l) => l.includes('the "package" setting'))).toBe(true);
    // A slug too long for the server's request line (Node answers 431 Request Header Fields Too Large): an error, not "not found".
    const broken = await mount(tab.page, 'broken', { package: 'x'.repeat(20_000) });
    await expect.poll(() => broken.locator('[role="alert"]').textContent(), T).toContain('Loading failed');
    expect(
      tab.console.some(
        (l) => l.includes('package widget: the package "xxxxxxxx') && l.includes('…" could not be loaded'),
      ),
    ).toBe(true);
    expect(await broken.getByRole('button', { name: /try again/i }).count()).toBe(1);
    const byCode = await mount(tab.page, 'by-code', {
      package: 'PKG-DMC2026-3',
      showImage: 'false',
      urlPatterns: { package: 'javascript:alert(###slug###)' },
    });
    await expect.poll(() => byCode.locator('.cp-pkg__title').textContent(), T).toBe('Neurology essentials');
    expect(await byCode.locator('.cp-pkg__title a').count()).toBe(0);
    expect(await byCode.locator('.cp-pkg__image').count()).toBe(0);
    await expectNoAxeViolations(tab.page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('a portal grid cell: /portal/pages/widgets mounts it through the runtime', async () => {
    const tab = await demo.open('/portal/pages/widgets');
    const cell = tab.page.locator('[data-widget="package"]');
    await cell.scrollIntoViewIfNeeded({ timeout: 20_000 });
    await expect.poll(() => cell.locator('.cp-pkg__title a').textContent(), T).toBe('Neurology essentials');
    await expect.poll(() => cell.locator('tbody tr').count(), T).toBeGreaterThan(0);
    await cell.screenshot({ path: `${SHOTS}/portal-cell-1280.png` });
    await expectNoAxeViolations(tab.page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
