/**
 * axe-core scan of every demo page (WCAG 2.x A/AA + best practice), shadow roots included, after the
 * widgets have rendered — and no uncaught page error on any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDemoServer, type DemoServer } from './support/server';
import { launchBrowser, openPage, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

let server: DemoServer;
let browser: Browser;

beforeAll(async () => { server = await startDemoServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.close(); });

describe('accessibility of the demo site (landmarks, headings, labels, contrast AA)', () => {
  it.each([
    ['/index.html', { 'html-text': 2, 'single-image': 2 }],
    ['/mistakes.html', { 'html-text': 1 }],
    ['/mount.html', { 'html-text': 1, 'single-image': 1 }],
    ['/dynamic.html', {}],
    ['/messages.html', { 'html-text': 2 }],
    ['/csp.html', { 'html-text': 1, 'single-image': 1 }],
  ] as const)('%s has no axe violations', async (path, painted) => {
    const tab = await openPage(browser);
    await tab.page.goto(`${server.url}${path}`);
    for (const [widget, count] of Object.entries(painted)) await waitForPainted(tab.page, widget, count);
    // Lazy widgets further down mount when scrolled near: scroll through so the scan sees them rendered.
    await tab.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tab.page.waitForTimeout(400);
    await expectNoAxeViolations(tab.page);
    expect(tab.pageErrors.map((e) => e.message)).toEqual([]);
    await tab.close();
  });

  it('/partner-frame.html (inside messages.html, another origin) has no axe violations', async () => {
    const tab = await openPage(browser);
    await tab.page.goto(`${server.twinUrl}/partner-frame.html?parent=${encodeURIComponent(server.url)}`);
    await expectNoAxeViolations(tab.page);
    await tab.close();
  });
});
