import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { movableClock, withDemo } from './support/suite';
import { waitForPainted, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const clock = movableClock();
/** Moves the server's clock to `iso` (it runs on from there in real time: the live playlists slide on). */
const at = clock.at;
const SESSION = '2026-03-04T10:10:00+01:00';
const ADMIN = { authorization: 'Bearer demo-admin-token' };
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'cp-tracking-shots');
const demo = withDemo({ server: { clock: clock.now } });

type Beacon = { body: Record<string, unknown> };
async function readBack(kind: 'tracking/video' | 'tracking/stats' | 'analytics/matomo'): Promise<Beacon[]> {
  const answer = await fetch(`${demo.url}/api/${kind}?limit=1000`, { headers: ADMIN });
  return ((await answer.json()) as { data: Beacon[] }).data.reverse();
}
const configure = (body: Record<string, unknown>) =>
  fetch(`${demo.url}/api/admin/demo/configuration`, {
    method: 'PUT',
    headers: { ...ADMIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function open(path: string, width = 1280): Promise<{ tab: TrackedPage; page: Page; requests: Request[] }> {
  const requests: Request[] = [];
  const tab = await demo.open(path, { width, before: (page) => page.on('request', (r) => requests.push(r)) });
  return { tab, page: tab.page, requests };
}

/** Remounts the live page's Hall A player with the test-only heartbeat, and starts it. */
async function playWithFastHeartbeat(page: Page): Promise<void> {
  await page.evaluate(() =>
    (
      window as unknown as { CongressPortal: { mount(el: Element, o: unknown): Promise<unknown> } }
    ).CongressPortal.mount(document.getElementById('hall-a')!, {
      widget: 'liveplayer',
      project: 'dmc2026',
      channel: 'hall-a',
      settings: { trackingHeartbeatMs: 1000 },
    }),
  );
  await play(page);
}
async function play(page: Page): Promise<void> {
  const big = page.locator('#hall-a .cp-player__big-play');
  await big.waitFor({ timeout: 10_000 }).catch(() => undefined);
  if (await big.isVisible().catch(() => false)) await big.click({ timeout: 5_000 }).catch(() => undefined);
  const video = page.locator('#hall-a .cp-player video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
}
const tracking = (requests: Request[]) => requests.filter((r) => /\/tracking\/(video|stats)|matomo\.php/.test(r.url()));

const SPEC_BODY_KEYS = [
  'user',
  'type',
  'play_state',
  'ev_id',
  'ev_number',
  'ev_pid',
  'ev_title',
  'ev_dstart',
  'ev_dend',
  'col_id',
  'ch_title',
];

describe('issue 12 item 8: live video tracking, gated by analytics consent', () => {
  it('without consent: the stream plays, and no tracking request leaves the page', async () => {
    at(SESSION);
    const before = (await readBack('tracking/video')).length;
    const { tab, page, requests } = await open('/live.html');
    await waitForPainted(page, 'liveplayer');
    await playWithFastHeartbeat(page);
    // Three heartbeat periods: any beacon would have gone by now.
    await page.waitForTimeout(3_000);
    expect(tracking(requests).map((r) => r.url())).toEqual([]);
    expect((await readBack('tracking/video')).length).toBe(before);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it("with consent: play → the server records the spec's body; heartbeats while playing (stats, Matomo ping); none after pause", async () => {
    at(SESSION);
    const start = {
      video: (await readBack('tracking/video')).length,
      stats: (await readBack('tracking/stats')).length,
      matomo: (await readBack('analytics/matomo')).length,
    };
    const { tab, page } = await open('/live.html');
    await waitForPainted(page, 'liveplayer');
    await page.evaluate(() =>
      (window as unknown as { CongressPortal: { setConsent(c: unknown): void } }).CongressPortal.setConsent({
        analytics: true,
      }),
    );
    await playWithFastHeartbeat(page);
    const videoBeacons = async () => (await readBack('tracking/video')).slice(start.video).map((b) => b.body);
    await expect
      .poll(async () => (await videoBeacons()).filter((b) => b.play_state === 'play').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    const [first] = (await videoBeacons()).filter((b) => b.play_state === 'play');
    expect(
      Object.keys(first)
        .filter((k) => k !== 'client')
        .sort(),
    ).toEqual([...SPEC_BODY_KEYS].sort());
    expect(first).toMatchObject({ user: null, type: 'live', col_id: 1800001, ch_title: 'Hall A', client: 'demo' });
    expect(typeof first.ev_id).toBe('number');
    expect(typeof first.ev_title).toBe('string');
    expect(String(first.ev_dstart)).toMatch(/^2026-03-04T/);
    expect((await videoBeacons()).some((b) => b.play_state === 'initiate')).toBe(true);
    await expect
      .poll(async () => (await readBack('tracking/stats')).slice(start.stats).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const [stat] = (await readBack('tracking/stats'))
      .slice(start.stats)
      .map((b) => b.body)
      .filter((b) => b.vstatus === 'play');
    expect(stat).toMatchObject({ collection_id: 1800001, eventtype: 'live', channel: 'hall-a', vstatus: 'play' });
    expect(String(stat.vsession_id)).toMatch(/^[0-9a-f]{16}$/);
    await expect
      .poll(
        async () => (await readBack('analytics/matomo')).slice(start.matomo).filter((b) => b.body.ping === '1').length,
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);

    await page.locator('#hall-a .cp-player video').evaluate((v: HTMLVideoElement) => v.pause());
    await expect.poll(async () => (await videoBeacons()).at(-1)?.play_state, { timeout: 10_000 }).toBe('pause');
    const paused = (await videoBeacons()).length;
    await page.waitForTimeout(2_500);
    expect((await videoBeacons()).length).toBe(paused);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it("in the portal: the trackingConsent query gives consent; the signed-in user's id is in the beacon", async () => {
    at(SESSION);
    const start = (await readBack('tracking/video')).length;
    const { tab, page } = await open('/portal/dmc2026/channels/hall-a?token=demo-member-token&trackingConsent');
    const video = page.locator('.cp-player video');
    await video.waitFor({ timeout: 15_000 });
    const big = page.locator('.cp-player__big-play');
    if (await big.isVisible().catch(() => false)) await big.click({ timeout: 5_000 }).catch(() => undefined);
    await expect
      .poll(
        async () =>
          (await readBack('tracking/video'))
            .slice(start)
            .map((b) => b.body)
            .find((b) => b.play_state === 'play')?.user,
        { timeout: 20_000 },
      )
      .toBe('u-member');
    await tab.close();
  });
});

describe('issue 12 item 8: the TrackingTest page', () => {
  it('signed in: login, tracking and beacon are ok; the test beacon reached the server; axe; screenshots', async () => {
    const start = (await readBack('tracking/video')).length;
    const { tab, page } = await open('/portal/tracking-test?token=demo-member-token&redirect=%2Fdmc2026');
    const checks = page.locator('.cp-tracking-test__check');
    await expect
      .poll(() => checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-ok'))), { timeout: 15_000 })
      .toEqual(['true', 'true', 'true']);
    expect(await checks.allTextContents()).toEqual([
      'OK You are signed in.',
      'OK Video tracking is switched on.',
      'OK A test signal was received.',
    ]);
    const test = (await readBack('tracking/video'))
      .slice(start)
      .map((b) => b.body)
      .find((b) => b.play_state === 'test');
    expect(test).toMatchObject({ user: 'u-member', type: 'live', play_state: 'test', col_id: 1 });
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: join(SHOTS, `tracking-test-${width}.png`), fullPage: true });
    }
    // Next: the redirect query (through the portal's redirect check).
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/portal/dmc2026');
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('back returns to the page before; next without a redirect goes to the default redirect URL (/)', async () => {
    const { tab, page } = await open('/portal/');
    await page.locator('[data-congress-portal] h1').first().waitFor({ timeout: 15_000 });
    await page.goto(`${demo.url}/portal/tracking-test?token=demo-member-token`);
    await expect.poll(() => page.locator('.cp-tracking-test__check').count(), { timeout: 15_000 }).toBe(3);
    const next = page.getByRole('link', { name: 'Continue' });
    expect(new URL(await next.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toMatch(/^\/portal\/?$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/portal\/?$/);
    await tab.close();
  });

  it('tracking switched off: the enabled and beacon checks show their error texts (no beacon sent)', async () => {
    expect((await configure({ enableVideoTracking: 0 })).status).toBe(200);
    try {
      const { tab, page, requests } = await open('/portal/tracking-test?token=demo-member-token');
      const checks = page.locator('.cp-tracking-test__check');
      await expect
        .poll(() => checks.evaluateAll((els) => els.map((e) => e.getAttribute('data-ok'))), { timeout: 15_000 })
        .toEqual(['true', 'false', 'false']);
      expect(await checks.nth(1).textContent()).toBe('Error Video tracking is switched off for this site.');
      expect(await checks.nth(2).textContent()).toBe('Error The test signal could not be sent.');
      expect(tracking(requests)).toEqual([]);
      await expectNoAxeViolations(page);
      await tab.close();
    } finally {
      await configure({ enableVideoTracking: 1 });
    }
  });

  it('a beacon that cannot be delivered: sent once and retried 5 times, then the error text', async () => {
    expect((await configure({ videoTrackingEndpoint: `${demo.url}/api/tracking/unavailable` })).status).toBe(200);
    try {
      const { tab, page, requests } = await open('/portal/tracking-test?token=demo-member-token');
      const beacon = page.locator('.cp-tracking-test__check[data-check="beacon"]');
      await expect.poll(() => beacon.getAttribute('data-ok'), { timeout: 15_000 }).toBe('false');
      expect(await beacon.textContent()).toBe('Error The test signal could not be sent.');
      expect(requests.filter((r) => r.url().endsWith('/tracking/unavailable') && r.method() === 'POST')).toHaveLength(
        6,
      );
      await tab.close();
    } finally {
      await configure({ videoTrackingEndpoint: `${demo.url}/api/tracking/video` });
    }
  });
});
