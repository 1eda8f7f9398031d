import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SignJWT } from 'jose';
import { movableClock, withDemo } from './support/suite';
import { openPage, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const clock = movableClock();
/** Moves the server's clock to `iso` (it runs on from there in real time: the live playlists slide on). */
const at = clock.at;
const demo = withDemo({ server: { clock: clock.now } });

const MIN = 60_000;
const SESSION = '2026-03-04T10:10:00+01:00';

interface ApiEvent {
  id: number;
  slug: string;
  datestart: string;
  dateend: string;
}
async function firstSession(): Promise<ApiEvent> {
  const r = await fetch(`${demo.url}/api/demo/wcm/events.json?filter=project==dmc2026&limit=2017&sort=datestart`);
  const events = ((await r.json()) as { data: ApiEvent[] }).data;
  return events.find((e) => e.datestart.startsWith('2026-03-04T10'))!;
}

/** The timetable page at `now` (page `fakenow`) with the session's overlay open: its mode and its one button. */
async function overlayAt(
  tab: TrackedPage,
  event: ApiEvent,
  now: number,
  mode = '',
): Promise<{ mode: string | null; action: string | null }> {
  const { page } = tab;
  const query = `only=main&fakenow=${encodeURIComponent(new Date(now).toISOString())}${mode ? `&mode=${mode}` : ''}`;
  await page.goto(`${demo.url}/timetable.html?${query}`);
  const block = page.locator(`[data-slug="${event.slug}"]`).first();
  await block.waitFor({ timeout: 20_000 });
  await block.click();
  const actions = page.locator('.tt-actions');
  await actions.waitFor({ timeout: 10_000 });
  const button = actions.locator('[data-action]');
  return {
    mode: await actions.getAttribute('data-overlay-mode'),
    action: (await button.count()) ? await button.getAttribute('data-action') : null,
  };
}

describe('issue 12 item 6: the event overlay from ChannelDetail', () => {
  it('the channel page lists its own programme; the running session opens the overlay with the live button; Escape closes it', async () => {
    const r = await fetch(`${demo.url}/api/demo/wcm/events.json?filter=project==dmc2026&limit=2017&sort=datestart`);
    const events = ((await r.json()) as { data: Array<ApiEvent & { channels?: Array<{ slug: string }> }> }).data;
    const event = events.find((e) => e.datestart.startsWith('2026-03-04T10') && e.channels?.length)!;
    const channel = event.channels![0].slug;
    const now = new Date(Date.parse(event.datestart) + 10 * MIN).toISOString();
    at(now);
    const tab = await demo.open(
      `/portal/dmc2026/channels/${channel}?token=demo-member-token&fakenow=${encodeURIComponent(now)}`,
    );
    const { page } = tab;
    const programme = page.locator('.cp-portal-live__programme');
    expect(await programme.locator('#cp-portal-programme').textContent()).toBe('Programme of this channel');
    const block = programme.locator(`[data-slug="${event.slug}"]`).first();
    await block.waitFor({ timeout: 20_000 });
    // Only this channel's sessions.
    const ofChannel = new Set(events.filter((e) => e.channels?.some((c) => c.slug === channel)).map((e) => e.slug));
    const slugs = await programme
      .locator('[data-slug]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));
    expect(slugs.length).toBeGreaterThan(1);
    expect(slugs.filter((s) => !ofChannel.has(s!))).toEqual([]);
    await block.click();
    const actions = page.locator('.tt-actions');
    await actions.waitFor({ timeout: 10_000 });
    expect(await actions.getAttribute('data-overlay-mode')).toBe('live');
    expect(await actions.locator('[data-action]').getAttribute('data-action')).toBe('live');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => actions.count()).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await page.close();
  });
});

describe('spec 3 §2 Event overlay dialog: modes at each window boundary (§9: 5 min before start, 10 min and 1 h after end)', () => {
  it('computed modes and the mode query, with the one button the mode chooses', async () => {
    const event = await firstSession();
    const start = Date.parse(event.datestart);
    const end = Date.parse(event.dateend);
    const tab = await openPage(demo.browser);
    await tab.page.setViewportSize({ width: 1280, height: 900 });
    // The page's clock runs on from `fakenow` while the page loads: a case just inside a window's end is taken 20 s early.
    const early = 20_000;
    const cases: Array<[string, number, string, string, string | null]> = [
      ['6 min before start: no mode yet, no button', start - 6 * MIN, '', 'none', null],
      ['5 min before start: crs, view in library', start - 5 * MIN, '', 'crs', 'library'],
      ['running: live, the live button', start + 10 * MIN, '', 'live', 'live'],
      ['10 min after end with mode=live: still live', end + 10 * MIN - early, 'live', 'live', 'live'],
      ['11 min after end with mode=live: crs', end + 11 * MIN, 'live', 'crs', 'library'],
      ['1 h after end: crs', end + 60 * MIN - early, '', 'crs', 'library'],
      ['1 h 1 min after end: library', end + 61 * MIN, '', 'library', 'library'],
      ['running, mode=library overrides', start + 10 * MIN, 'library', 'library', 'library'],
      ['6 min before start, mode=crs overrides', start - 6 * MIN, 'crs', 'crs', 'library'],
    ];
    for (const [label, now, mode, expected, action] of cases) {
      expect({ label, ...(await overlayAt(tab, event, now, mode)) }).toEqual({ label, mode: expected, action });
    }
    // The dialog: labelled, focus inside; axe over the page with it open; Esc closes it and focus returns.
    const dialog = tab.page.getByRole('dialog');
    expect(await dialog.isVisible()).toBe(true);
    await tab.page.screenshot({ path: join(tmpdir(), 'cp-overlay-1280.png') });
    await expectNoAxeViolations(tab.page);
    await tab.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  }, 240_000); // nine page loads
});

describe('spec 3 §2 SingleWidget route /{project}/widgets/{widget}/{name?}', () => {
  const token = () =>
    new SignJWT({ name: 'Live Viewer', membership: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('overlay-e2e')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('demo-jwt-secret'));
  async function portal(path: string, query = ''): Promise<TrackedPage> {
    const tab = await demo.open(`${path}?jwtoken=${await token()}${query}`, { painted: 'portal' });
    return tab;
  }

  it('name defaults to default: the liveplayer with its server settings, no page chrome; axe', async () => {
    at(SESSION);
    const tab = await portal('/congress/dmc2026/widgets/liveplayer', '&channel=hall-a');
    const live = tab.page.locator('.cp-portal-single .cp-live');
    await live.first().waitFor({ timeout: 15_000 });
    await expect.poll(() => live.first().getAttribute('data-stage'), { timeout: 10_000 }).toBe('stream');
    expect(await tab.page.locator('.cp-portal header, .cp-portal footer').count()).toBe(0);
    await expectNoAxeViolations(tab.page);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('an unknown settings name shows "no widget settings found"', async () => {
    const tab = await portal('/congress/dmc2026/widgets/overflowplayer/nosuch');
    // The runtime's error state, inside the widget's shadow root (locators pierce it).
    await tab.page.locator('.cp-portal-single').getByText('no widget settings found').waitFor({ timeout: 15_000 });
    expect(await tab.page.locator('.cp-portal-single .cp-live').count()).toBe(0);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

/** Mounts a widget with settings into a new element at `top` px of the page (CongressPortal.mount). */
async function mountAt(
  page: Page,
  widget: string,
  settings: Record<string, unknown>,
  style: string,
  project = 'dmc2026',
) {
  await page.evaluate(
    async ([w, s, css, p]) => {
      const el = document.createElement('div');
      el.id = 'probe';
      el.setAttribute('style', css as string);
      document.body.prepend(el);
      const api = (window as unknown as { CongressPortal: { mount(el: Element, o: object): Promise<unknown> } })
        .CongressPortal;
      await api.mount(el, { widget: w, project: p, settings: s, eager: true });
    },
    [widget, settings, style, project] as const,
  );
}

describe('spec 3 §4 Dialogs, §9: the widget modal player (open-in-modal) ≥ 22 px from the top, inside the viewport', () => {
  it.each([375, 1280])('at %i px, opened from the top and from the bottom of the viewport', async (width) => {
    const tab = await demo.open(`/mount.html`, { width, height: 700 });
    const { page } = tab;
    await page.waitForFunction(() => 'CongressPortal' in window);
    for (const [where, css] of [
      ['top', 'position:fixed;top:0;left:0;width:300px;height:120px;z-index:5'],
      ['bottom', 'position:fixed;bottom:0;right:0;width:300px;height:120px;z-index:5'],
    ]) {
      await page.evaluate(() => document.getElementById('probe')?.remove());
      await mountAt(page, 'ondemand-player', { resource: 1200001, openInModal: true }, css);
      const open = page.locator('#probe .cp-ondemand-player__open');
      await open.waitFor({ timeout: 15_000 });
      await open.click();
      const dialog = page.locator('#probe').getByRole('dialog');
      await dialog.waitFor();
      await expect
        .poll(
          async () => {
            const box = await dialog.evaluate((el) => {
              const r = el.getBoundingClientRect();
              return { top: r.top, left: r.left, right: r.right, bottom: r.bottom };
            });
            return box.top >= 22 && box.left >= 0 && box.right <= width + 0.5 && box.bottom <= 700 + 0.5;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      await page.screenshot({ path: join(tmpdir(), `cp-modal-player-${where}-${width}.png`) });
      if (where === 'top') await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      // Focus returns to the opener (src/ui/Dialog).
      expect(await open.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    }
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('issue 12 item 4: the JW Player adapter against the fake library the server serves', () => {
  const LIBRARY = '/js/fake-sdk/jwplayer.js';
  async function livePage(): Promise<TrackedPage> {
    at(SESSION);
    const tab = await demo.open(`/mount.html`);
    await tab.page.waitForFunction(() => 'CongressPortal' in window);
    return tab;
  }
  const jw = (extra: Record<string, unknown>) => ({
    channel: 'hall-a',
    autostart: true,
    jwplayerLibrary: LIBRARY,
    ...extra,
  });

  it.each([
    ['no key', ''],
    ['invalid key', 'invalid-123'],
    ['expired key', 'expired-123'],
  ])('spec 3 §8 key error (%s) → playerCouldNotBeLoaded with a session id', async (_label, key) => {
    const tab = await livePage();
    await mountAt(tab.page, 'liveplayer', jw({ jwplayerKey: key }), 'display:block;width:640px;aspect-ratio:16/9');
    const error = tab.page.locator('#probe .cp-player--error');
    await error.waitFor({ timeout: 15_000 });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), not the DOM property
    expect(await error.innerText()).toContain('The player could not be loaded.');
    const id = await error.getAttribute('data-session-id');
    expect(id).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), not the DOM property
    expect(await error.innerText()).toContain(id!);
    expect(tab.console.some((l) => l.startsWith('warning') && l.includes(id!))).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('a library without the player function (missing player component) → playerCouldNotBeLoaded', async () => {
    const tab = await livePage();
    await mountAt(
      tab.page,
      'liveplayer',
      jw({ jwplayerLibrary: '/js/fake-sdk/jwplayer-broken.js', jwplayerKey: 'abc' }),
      'display:block;width:640px;aspect-ratio:16/9',
    );
    await tab.page.locator('#probe .cp-player--error[data-session-id]').waitFor({ timeout: 15_000 });
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('a good key plays in the box with autostart; disableJwplayerAutostart turns it off; a free key warns; axe', async () => {
    const tab = await livePage();
    await mountAt(
      tab.page,
      'liveplayer',
      jw({ jwplayerKey: 'free-abc' }),
      'display:block;width:640px;aspect-ratio:16/9',
    );
    const box = tab.page.locator('#probe .cp-player--box[data-adapter="jwplayer"] [data-jw-autostart]');
    await box.waitFor({ timeout: 15_000 });
    expect(await box.getAttribute('data-jw-autostart')).toBe('true');
    await expect.poll(() => tab.console.some((l) => l.startsWith('warning') && l.includes('free-edition'))).toBe(true);
    await tab.page.locator('#probe').screenshot({ path: join(tmpdir(), 'cp-jwplayer-1280.png') });
    await expectNoAxeViolations(tab.page);
    await tab.page.evaluate(() =>
      (window as unknown as { CongressPortal: { unmount(el: Element): void } }).CongressPortal.unmount(
        document.getElementById('probe')!,
      ),
    );
    await tab.page.evaluate(() => document.getElementById('probe')?.remove());
    await mountAt(
      tab.page,
      'liveplayer',
      jw({ jwplayerKey: 'abc', disableJwplayerAutostart: true }),
      'display:block;width:640px;aspect-ratio:16/9',
    );
    await tab.page.locator('#probe [data-jw-autostart="false"]').waitFor({ timeout: 15_000 });
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});
