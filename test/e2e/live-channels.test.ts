/**
 * Live channels in real Chromium against the reference server with its clock moved: the overflowplayer, imported
 * schedules' rooms as channels, the portal's channel routes (a quiet console for a member too), and a widget complete
 * in its inline settings.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SignJWT } from 'jose';
import { mountByCode, networkQuiet, openPage, waitForPainted } from './support/browser';
import { watchNoise } from './support/noise';
import { expectNoAxeViolations } from './support/axe';
import { addLiveplayer, liveSuite, SESSION, BREAK, stageOf, videoAdvances } from './support/live';

const { at, demo, open } = liveSuite();

describe('issue 12 item 3: the overflowplayer', () => {
  async function overflow(query: string, settings: Record<string, unknown>) {
    const opened = await open(`/overflow.html${query}`, 'overflowplayer');
    if (Object.keys(settings).length) {
      await opened.page.evaluate((s) => {
        const el = document.createElement('div');
        el.id = 'custom';
        el.dataset.congressWidget = 'overflowplayer';
        el.dataset.project = 'dmc2026';
        el.dataset.settings = JSON.stringify(s);
        document.querySelector('main')!.append(el);
      }, settings);
      await opened.page.locator('#custom .cp-live').waitFor();
    }
    return opened;
  }

  it('without ?channel: the channel links, channelOrder first, ignoredChannels left out; a link plays that channel', async () => {
    at(SESSION);
    const { tab, page } = await open('/overflow.html', 'overflowplayer');
    const links = page.locator('.cp-live__channels a');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe('?channel=hall-b');
    expect(hrefs).toContain('?channel=hall-a');
    await expectNoAxeViolations(page);
    await page.locator('.cp-live__channels a[href="?channel=hall-a"]').click();
    await page.waitForURL(/channel=hall-a/);
    await expect.poll(() => stageOf(page)).toBe('stream');
    await videoAdvances(page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it.each([
    ['default', BREAK, false],
    ['ignorePause', BREAK, true],
    ['streamAlways', '2026-03-04T22:00:00+01:00', true],
    ['default', '2026-03-04T22:00:00+01:00', false],
  ])('behaviour %s at %s plays: %s', async (behaviour, when, plays) => {
    at(when);
    const { tab, page } = await overflow('?channel=hall-a', { behaviour });
    await expect.poll(() => stageOf(page, '#custom')).toBeTruthy();
    expect((await stageOf(page, '#custom')) === 'stream').toBe(plays);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('an unknown behaviour plays as default, with exactly one warning', async () => {
    at(SESSION);
    const { tab, page } = await overflow('?channel=hall-a', { behaviour: 'sometimes' });
    await expect.poll(() => stageOf(page, '#custom')).toBe('stream');
    await page.waitForTimeout(500);
    expect(tab.console.filter((line) => line.includes('unknown behaviour'))).toHaveLength(1);
    await tab.close();
  });
});

describe("issue 12 item 1: imported schedules' rooms are live channels", () => {
  it('36C3: Ada is on air during the opening ceremony and plays its live stream', async () => {
    at('2019-12-27T11:10:00+01:00');
    const { tab, page } = await open('/live.html', 'liveplayer');
    await addLiveplayer(page, { id: 'ada', project: '36c3', channel: 'ada', settings: '{"autostart":true}' });
    await page.locator('#ada .cp-live').waitFor();
    await expect.poll(() => stageOf(page, '#ada')).toBe('stream');
    expect(await page.locator('#ada .cp-live__event-title').textContent()).toBe('Opening Ceremony');
    await videoAdvances(page, '#ada');
    await tab.close();
  });
});

describe("issue 12 item 1: the portal's channel routes", () => {
  /** Live channels are members-only on the reference server: a member signs in by the `jwtoken` query (spec 1 §2). */
  const memberToken = () =>
    new SignJWT({ name: 'Live Viewer', membership: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('live-e2e')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('demo-jwt-secret'));
  async function portal(path: string, width = 1280) {
    const tab = await demo.open(`${path}?jwtoken=${await memberToken()}`, { width, painted: 'portal' });
    return tab;
  }
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it.each([375, 1280])(
    'ProjectChannels without page widgets → the first channel (route replaced), its live player on air (%i px)',
    async (width) => {
      at(SESSION);
      const tab = await portal('/congress/dmc2026/channels', width);
      const { page } = tab;
      await expect.poll(() => pathOf(page)).toBe('/congress/dmc2026/channels/hall-a');
      await expect.poll(() => stageOf(page, '.cp-portal')).toBe('stream');
      expect(await page.locator('.cp-portal h1').first().textContent()).toBe('Hall A');
      await page.screenshot({ path: join(tmpdir(), `cp-portal-channel-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
      // Another channel through its link: the route changes, the player follows.
      await page.locator('.cp-portal-live__channels a', { hasText: 'Hall B' }).click();
      await expect.poll(() => pathOf(page)).toBe('/congress/dmc2026/channels/hall-b');
      expect(tab.pageErrors).toEqual([]);
      await tab.close();
    },
  );

  it("36C3 (an imported schedule, the excerpt's rooms Ada, Borg, Clarke): rooms are channels; Ada on air during the opening", async () => {
    at('2019-12-27T11:10:00+01:00');
    const tab = await portal('/congress/36c3/channels');
    const { page } = tab;
    await expect.poll(() => pathOf(page)).toBe('/congress/36c3/channels/ada');
    // After the route is replaced the guard runs for the new route: the list renders once it has passed.
    await expect
      .poll(() => page.locator('.cp-portal-live__channels a').allTextContents())
      .toEqual(['Ada', 'Borg', 'Clarke']);
    await expect.poll(() => stageOf(page, '.cp-portal')).toBe('stream');
    await tab.close();
  });

  it('36C3 (imported) opened by a member: its live channel makes no failed request and logs nothing (a quiet console)', async () => {
    at('2019-12-27T11:10:00+01:00');
    const tab = await openPage(demo.browser);
    const noise = watchNoise(tab.page);
    await tab.page.goto(`${demo.url}/congress/36c3/channels/ada?jwtoken=${await memberToken()}`);
    await waitForPainted(tab.page, 'portal');
    await expect.poll(() => stageOf(tab.page, '.cp-portal')).toBe('stream');
    await waitForPainted(tab.page, 'timetable');
    await networkQuiet(tab.page);
    // The import wrote the liveplayer's and timetable's entries: no 404 for GET …/widgets/36c3/liveplayer/default.
    expect(noise).toEqual([]);
    await tab.close();
  });

  it("ProjectSchedule shows the project's timetable", async () => {
    at(SESSION);
    const tab = await portal('/congress/36c3/schedule');
    await waitForPainted(tab.page, 'timetable');
    expect(await tab.page.locator('.cp-portal h1').first().textContent()).toContain('Schedule');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('inline settings: a widget complete in data-settings needs no server entry (36C3 has no single-image entry)', () => {
  it('single-image with heading and asset names inline renders without asking for an entry; without asset names it names them', async () => {
    const tab = await openPage(demo.browser);
    const { page } = tab;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/widgets/36c3/single-image/')) asked.push(r.url());
    });
    await page.goto(`${demo.url}/mount.html`);
    const image = await mountByCode(page, 'inline-image', {
      widget: 'single-image',
      project: '36c3',
      settings: { heading: '36C3 visual', assetnames: { default: 'teaser-default' } },
    });
    await expect.poll(() => image.locator('img').getAttribute('alt')).toBe('36C3 visual');
    expect(asked).toEqual([]);
    expect(tab.console.filter((line) => line.includes('single-image'))).toEqual([]);

    const lacking = await mountByCode(page, 'lacking-image', {
      widget: 'single-image',
      project: '36c3',
      settings: { heading: 'No picture named' },
    });
    await expect
      .poll(() => lacking.locator('[role="alert"]').textContent())
      .toContain('no widget settings found: assetnames');
    await expect
      .poll(() => tab.console.filter((line) => line.includes('lacks the settings assetnames')).length)
      .toBe(1);
    expect(tab.console.join('\n')).toMatch(/"single-image" widget in <div id="lacking-image">/);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
