/**
 * Structured data (issue deliverable "Structured data"; Proof: "JSON-LD present, valid and removed on unmount"):
 * on the demo pages the widgets and the portal put JSON-LD into the host page's head — parseable, each item once
 * with two timetables of the same project, gone on unmount, absent with data-structured-data="off" — with a quiet
 * console and no axe violations.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { networkQuiet, waitForPainted } from './support/browser';
import { asMember, withDemo } from './support/suite';

const demo = withDemo({ quiet: true });

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
    const tab = await demo.open('/timetable.html', { painted: 'timetable' });
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
    expect(session['@id']).toBe(`${demo.url}/timetable.html#${session['@id'].split('#')[1]}`);
    expect(JSON.stringify(nodes)).not.toMatch(/<[a-z/!]/i);

    await tab.page.evaluate(() => (window as any).CongressPortal.unmount(document.querySelector('#timetable')));
    // The list timetable takes the items over: still one block, the same items.
    await until(tab.page, (after) => after.length === nodes.length);
    // Unmounted by the host, it stays so: an element removed elsewhere (the loader's scan) does not mount it again.
    await tab.page.evaluate(() => document.body.appendChild(document.createElement('p')).remove());
    await tab.page.waitForTimeout(1000);
    expect(await tab.page.evaluate(() => document.querySelector('#timetable')!.shadowRoot?.childNodes.length)).toBe(0);
    await tab.page.evaluate(() => (window as any).CongressPortal.unmount(document.querySelector('[data-name="list"]')));
    await until(tab.page, (after) => after.length === 0);
    await expectNoAxeViolations(tab.page);
    await networkQuiet(tab.page);
    expect(tab.noise).toEqual([]);
  });

  it('data-structured-data="off": no JSON-LD from that mount', async () => {
    const tab = await demo.open('/timetable.html', {
      painted: 'timetable',
      before: (page) =>
        page.route(`${demo.url}/timetable.html`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /data-congress-widget="timetable"/g,
            '$& data-structured-data="off"',
          );
          await route.fulfill({ response, body });
        }),
    });
    await tab.page
      .locator('.cp-timetable, [data-slug]')
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    await networkQuiet(tab.page);
    await tab.page.waitForTimeout(2500); // past the idle callback's 2 s timeout
    expect(await items(tab.page)).toEqual([]);
    expect(tab.noise).toEqual([]);
  });

  it('ondemand player: a VideoObject with thumbnail, upload date, ISO duration, embedUrl and chapters', async () => {
    const tab = await demo.open('/player.html', { painted: 'ondemand-player' });
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
    expect(tab.noise).toEqual([]);
  });

  it('portal: a speaker page gives a Person, an event page (members only) an Event; CongressPortal.unmount removes them', async () => {
    const tab = await demo.open('/portal/speakers/1000498');
    await until(tab.page, (nodes) => nodes.some((n) => n['@type'] === 'Person'));
    const person = (await items(tab.page)).find((n) => n['@type'] === 'Person')!;
    expect(person).toMatchObject({ name: 'Wim Rossi', honorificPrefix: 'PD Dr.' });
    expect(person['@id']).toBe(`${demo.url}/portal/speakers/1000498`);
    await expectNoAxeViolations(tab.page);
    await tab.close();

    // A guest is sent to the sign-in page here (the demo's content is for members): no event page, no Event.
    const member = await demo.open(
      asMember('/portal/dmc2026/events/dmc2026-prevention-outcomes-in-surgery-diagnosis-1100001'),
    );
    await until(member.page, (nodes) => nodes.some((n) => n['@type'] === 'Event' && n['@id'].includes('/events/')));
    const event = (await items(member.page)).find((n) => n['@id'].includes('/events/'))!;
    expect(event).toMatchObject({
      name: 'Prevention outcomes in surgery: diagnosis',
      startDate: '2026-03-04T08:00:00+01:00',
      description: 'Prevention outcomes in surgery: diagnosis.',
    });
    expect(event.location).toMatchObject({ '@type': 'Place', name: 'Hall A' });
    // The block is no mount point for the loader: an element with the portal's mount attribute would get a box.
    expect(await member.page.locator('script[data-cp-box], script[data-congress-portal]').count()).toBe(0);

    await member.page.evaluate(() =>
      (window as any).CongressPortal.unmount(document.querySelector('div[data-congress-portal]')),
    );
    await until(member.page, (nodes) => nodes.length === 0);
    await networkQuiet(member.page);
    expect(member.noise).toEqual([]);
  });
});
