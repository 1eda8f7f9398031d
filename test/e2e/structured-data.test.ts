/**
 * Structured data (issue deliverable "Structured data"; Proof: "JSON-LD present, valid and removed on unmount"):
 * on the demo pages the widgets and the portal put JSON-LD into the host page's head — parseable, each item once
 * with two timetables of the same project, gone on unmount, absent with data-structured-data="off" — with a quiet
 * console and no axe violations.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, networkQuiet, openPage, waitForPainted } from './support/browser';
import { watchNoise } from './support/noise';
import { startDemoServer, type DemoServer } from './support/server';

let server: DemoServer;
let browser: Browser;
beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Node = Record<string, any> & { '@id': string; '@type': string };
/** The JSON-LD blocks in the host page's head, parsed. */
async function blocks(page: Page): Promise<{ graph: Node[]; nonce: string }[]> {
  const texts = await page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => ({
      text: s.textContent ?? '',
      nonce: (s as HTMLScriptElement).nonce,
    })),
  );
  return texts.map(({ text, nonce }) => {
    const json = JSON.parse(text);
    expect(json['@context']).toBe('https://schema.org');
    return { graph: json['@graph'], nonce };
  });
}
const items = async (page: Page) => (await blocks(page)).flatMap((b) => b.graph);
const until = (page: Page, test: (nodes: Node[]) => boolean) =>
  expect.poll(async () => test(await items(page)), { timeout: 15_000 }).toBe(true);

describe('structured data on the demo pages', () => {
  it('timetable page: two timetables of dmc2026, one block, each session once; removed on unmount; quiet; axe', async () => {
    const tab = await openPage(browser);
    const noise = watchNoise(tab.page);
    await tab.page.goto(`${server.url}/timetable.html`);
    await waitForPainted(tab.page, 'timetable');
    await tab.page.locator('[data-name="list"]').scrollIntoViewIfNeeded();
    await waitForPainted(tab.page, 'timetable', 2);
    await until(tab.page, (nodes) => nodes.some((n) => n['@type'] === 'Event' && n.superEvent));
    const nodes = await items(tab.page);
    const ids = nodes.map((n) => n['@id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await blocks(tab.page)).length).toBe(1); // the second timetable shows the same items: nothing of its own
    const congress = nodes.find((n) => n['@id'].endsWith('#congress-dmc2026'))!;
    expect(congress).toMatchObject({ '@type': 'Event', name: 'Demo Medical Congress 2026' });
    const session = nodes.find((n) => n.superEvent)!;
    expect(session).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled' });
    expect(session.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(session['@id']).toBe(`${server.url}/timetable.html#${session['@id'].split('#')[1]}`);
    expect(JSON.stringify(nodes)).not.toMatch(/<[a-z/!]/i);

    await tab.page.evaluate(() => (window as any).CongressPortal.unmount(document.querySelector('#timetable')));
    // The list timetable takes the items over: still one block, the same items.
    await until(tab.page, (after) => after.length === nodes.length);
    await tab.page.evaluate(() => (window as any).CongressPortal.unmount(document.querySelector('[data-name="list"]')));
    await until(tab.page, (after) => after.length === 0);
    await expectNoAxeViolations(tab.page);
    await networkQuiet(tab.page);
    expect(noise).toEqual([]);
    await tab.close();
  });

  it('data-structured-data="off": no JSON-LD from that mount', async () => {
    const tab = await openPage(browser);
    const noise = watchNoise(tab.page);
    await tab.page.route(`${server.url}/timetable.html`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /data-congress-widget="timetable"/g,
        '$& data-structured-data="off"',
      );
      await route.fulfill({ response, body });
    });
    await tab.page.goto(`${server.url}/timetable.html`);
    await waitForPainted(tab.page, 'timetable');
    await tab.page
      .locator('.cp-timetable, [data-slug]')
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    await networkQuiet(tab.page);
    await tab.page.waitForTimeout(2500); // past the idle callback's 2 s timeout
    expect(await items(tab.page)).toEqual([]);
    expect(noise).toEqual([]);
    await tab.close();
  });

  it('ondemand player: a VideoObject with thumbnail, upload date, ISO duration, embedUrl and chapters', async () => {
    const tab = await openPage(browser);
    const noise = watchNoise(tab.page);
    await tab.page.goto(`${server.url}/player.html`);
    await waitForPainted(tab.page, 'ondemand-player');
    await until(tab.page, (nodes) => nodes.some((n) => n['@type'] === 'VideoObject'));
    const video = (await items(tab.page)).find((n) => n['@type'] === 'VideoObject')!;
    expect(video.name).toBeTruthy();
    expect(video.thumbnailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(video.uploadDate).toMatch(/[+-]\d\d:\d\d$/);
    expect(video.duration).toBe('PT12S');
    expect(video.embedUrl).toContain('/player.html#');
    expect(video.hasPart.length).toBeGreaterThan(0);
    for (const clip of video.hasPart) expect(new URL(clip.url).searchParams.get('t')).toBe(String(clip.startOffset));
    await networkQuiet(tab.page);
    expect(noise).toEqual([]);
    await tab.close();
  });

  it('portal: a speaker page gives a Person, an event page an Event; CongressPortal.unmount removes them', async () => {
    const tab = await openPage(browser);
    const noise = watchNoise(tab.page);
    await tab.page.goto(`${server.url}/portal/speakers/1000498`);
    await until(tab.page, (nodes) => nodes.some((n) => n['@type'] === 'Person'));
    const person = (await items(tab.page)).find((n) => n['@type'] === 'Person')!;
    expect(person).toMatchObject({ name: 'Wim Rossi', honorificPrefix: 'PD Dr.' });
    expect(person['@id']).toBe(`${server.url}/portal/speakers/1000498`);
    await expectNoAxeViolations(tab.page);

    await tab.page.goto(`${server.url}/portal/dmc2026/events/dmc2026-prevention-outcomes-in-surgery-diagnosis-1100001`);
    await until(tab.page, (nodes) => nodes.some((n) => n['@type'] === 'Event' && n['@id'].includes('/events/')));
    const event = (await items(tab.page)).find((n) => n['@id'].includes('/events/'))!;
    expect(event).toMatchObject({
      name: 'Prevention outcomes in surgery: diagnosis',
      startDate: '2026-03-04T08:00:00+01:00',
    });
    expect(event.location).toMatchObject({ '@type': 'Place', name: 'Hall A' });

    await tab.page.evaluate(() =>
      (window as any).CongressPortal.unmount(document.querySelector('[data-congress-portal]')),
    );
    await until(tab.page, (nodes) => nodes.length === 0);
    await networkQuiet(tab.page);
    expect(noise).toEqual([]);
    await tab.close();
  });
});
