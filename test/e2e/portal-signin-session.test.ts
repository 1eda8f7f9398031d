/**
 * The signed-in session (spec 1 §2, §4, §8, §9) in real Chromium against the reference server: the auto-login frame
 * and the token callback, restore on reload, expiry and refresh, and the logout paths (front-channel too), with the
 * requests counted at the server; axe scans and screenshots at 375 and 1280 px (test-results/portal/).
 */
import { describe, expect, it } from 'vitest';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import {
  countedServer,
  signinSuite,
  SHOTS,
  MEMBERS_ONLY,
  until,
  route,
  pathOf,
  access,
  count,
  pauseClock,
} from './support/signin';

const { main, tabs, open } = signinSuite();

describe('auto-login frame (spec 1 §4, §8) and the token callback', () => {
  it('with a provider session the hidden frame reports a code and the user is signed in; without one the forms stay', async () => {
    const { page, context } = await open('/portal/login');
    await page.locator('.cp-signin-sso').click();
    await page.locator('a[data-user="u-basic"]').click();
    await waitForPainted(page, 'portal');
    await until(() => route(page)).toBe('Home');
    // The portal's own session goes (cookie user and refresh cookie); the provider's session stays.
    await context.clearCookies({ name: 'congress_session' });
    await context.clearCookies({ name: 'cp_refresh' });
    const before = count(main, 'POST /api/login/demo/ext-oauth2-authcode/demo-sso/token');
    await page.goto(`${main.url}/portal/login?redirect=%2Fdmc2025`);
    await until(() => pathOf(page)).toBe('/portal/dmc2025/library/congressresources');
    expect(count(main, 'POST /api/login/demo/ext-oauth2-authcode/demo-sso/token')).toBe(before + 1);
    expect(
      JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'congress_session')!.value)).id,
    ).toBe('u-basic');

    const fresh = await open('/portal/login');
    await until(() => fresh.page.locator('.cp-signin-auto').count()).toBe(0);
    expect(await route(fresh.page)).toBe('Login');
    expect(await fresh.page.locator('.cp-signin-form').count()).toBeGreaterThan(0);
  });

  it('/tokengrave posts the code and provider, or the error, to its opener on this origin only', async () => {
    const { page } = await open('/portal/accessibility');
    // Each popup loads the whole portal before it posts: wait for both messages (not a fixed time, which a loaded
    // machine overran), up to 20 s.
    const messages = await page.evaluate(async () => {
      const got: unknown[] = [];
      let done = () => {};
      const both = new Promise<void>((resolve) => {
        done = resolve;
      });
      let graves = 0;
      window.addEventListener('message', (e) => {
        got.push({ origin: e.origin, data: e.data });
        if ((e.data as { type?: unknown } | null)?.type === 'tokenGraveMessage' && (graves += 1) === 2) done();
      });
      const a = window.open('/portal/tokengrave?status=success&code=abc&provider=demo-sso')!;
      const b = window.open('/portal/tokengrave?status=error&error_json=%7Bbroken')!;
      await Promise.race([both, new Promise((r) => setTimeout(r, 20_000))]);
      a.close();
      b.close();
      return got;
    });
    expect(messages).toContainEqual({
      origin: main.url,
      data: {
        source: 'congress-portal',
        version: 1,
        type: 'tokenGraveMessage',
        payload: { code: 'abc', provider: 'demo-sso' },
      },
    });
    expect(messages).toContainEqual({
      origin: main.url,
      data: { source: 'congress-portal', version: 1, type: 'tokenGraveMessage', payload: { error: '{broken' } },
    }); // core tokenGraveMessage: the raw text when error_json is not JSON
  }, 30_000);
});

describe('session: restore, expiry and refresh (spec 1 §4, §9), counted at the server', () => {
  it('a reload restores the session with one refresh (HttpOnly cookie), and Login says “already logged in”', async () => {
    const { page, context } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`);
    await until(() => access(page)).toBe('allowed');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cp_refresh')).toMatchObject({ httpOnly: true, path: '/api' });
    const storage = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(storage).not.toMatch(/eyJ|access_token|refresh_token/); // no token readable by host scripts
    const before = count(main, 'POST /api/login/refresh');
    await page.goto(`${main.url}/portal/login`);
    await waitForPainted(page, 'portal');
    await until(() => page.locator('#cp-signin-already').textContent()).toBe(
      'You are already signed in as Mia Member.',
    );
    expect(count(main, 'POST /api/login/refresh')).toBe(before + 1);
    await expectNoAxeViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/login-signed-in-${width}.png` });
    }
  });

  it('spec 1 §2: signed in under fakenow, the next page with another fakenow is still signed in (cookies keep the real clock)', async () => {
    const { page, context } = await open(
      `/portal${MEMBERS_ONLY}?token=demo-member-token&fakenow=${encodeURIComponent('2019-12-27T11:10+01:00')}`,
    );
    await until(() => access(page)).toBe('allowed');
    const session = (await context.cookies()).find((c) => c.name === 'congress_session');
    // Seven days from the real clock (the client's cookieValidityPeriodInDays), not from 2019.
    expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    await page.goto(`${main.url}/portal/login?fakenow=${encodeURIComponent('2030-06-01T09:00+02:00')}`);
    await waitForPainted(page, 'portal');
    await until(() => page.locator('#cp-signin-already').textContent()).toBe(
      'You are already signed in as Mia Member.',
    );
  });

  it('a reload of a members-only page restores the member first (one refresh, no guest session) and shows the page', async () => {
    const { page } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`);
    await until(() => access(page)).toBe('allowed');
    const refreshes = count(main, 'POST /api/login/refresh');
    const guests = main.requests.filter((r) => r.startsWith('POST /api/guest/')).length;
    await page.reload();
    await waitForPainted(page, 'portal');
    await until(() => access(page)).toBe('allowed');
    expect(await route(page)).toBe('CRDetail');
    expect(new URL(page.url()).pathname).toBe(`/portal${MEMBERS_ONLY}`);
    expect(count(main, 'POST /api/login/refresh')).toBe(refreshes + 1);
    expect(main.requests.filter((r) => r.startsWith('POST /api/guest/')).length).toBe(guests);
  });

  it('an access token past expires_in − 5 s is refreshed once before the next secured call', async () => {
    // A 5 s token is valid for the SDK for 0 s (expires_in − 5 s): it has expired by the next secured call,
    // with no waiting, so each access check must be preceded by exactly one refresh.
    const short = await countedServer({ accessTokenTtl: 5 });
    try {
      const { page } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`, short);
      await until(() => access(page)).toBe('allowed');
      const refreshes = count(short, 'POST /api/login/refresh');
      const checks = count(short, 'POST /api/user/u-member/capabilities');
      // The logo leads to the project's home (spec 3 §2, header: the project home in a project), a guarded route.
      await page.locator('.cp-portal__brand').click();
      await until(() => route(page)).toBe('ProjectHome');
      await until(() => access(page)).toBe('allowed');
      expect(count(short, 'POST /api/user/u-member/capabilities')).toBe(checks + 1);
      expect(count(short, 'POST /api/login/refresh')).toBe(refreshes + 1);
    } finally {
      await tabs.at(-1)?.close(); // before its server goes: no chunk or WebSocket errors from a closed server
      await short.close();
    }
  });

  it('a token the server no longer accepts (401) is refreshed once and the call retried; a failed refresh logs out', async () => {
    let skew = 0;
    const skewed = await countedServer({ clock: () => Date.now() + skew });
    try {
      const { page, context } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`, skewed);
      await until(() => access(page)).toBe('allowed');
      skew = 20 * 60_000; // the server's clock runs 20 min ahead: the 15 min token has expired there
      await page.locator('.cp-portal__brand').click();
      await until(() => access(page)).toBe('allowed');
      expect(count(skewed, 'POST /api/login/refresh')).toBe(1);
      expect(count(skewed, 'POST /api/user/u-member/capabilities')).toBe(3); // first, the 401, the retry
      // 31 days later the refresh token has expired too: the 401 cannot be refreshed → local logout, Home.
      skew = 31 * 24 * 3600_000;
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/portal${MEMBERS_ONLY}`);
      await until(() => route(page)).toBe('Home');
      await until(async () => (await context.cookies()).some((c) => c.name === 'congress_session')).toBe(false);
    } finally {
      await tabs.at(-1)?.close();
      await skewed.close();
    }
  });
});

describe('Logout and front-channel logout (spec 1 §2, §4)', () => {
  it('Logout: POST /logout, the logoutUrl in a hidden sandboxed frame, then the post-logout URL; axe; screenshots', async () => {
    const { page, context } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`);
    await until(() => access(page)).toBe('allowed');
    const frames: string[] = [];
    page.on('framenavigated', (f) => {
      if (f !== page.mainFrame()) frames.push(f.url());
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/portal/logout');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await until(() => pathOf(page)).toBe('/portal?loggedout=1');
    expect(count(main, 'POST /api/logout')).toBeGreaterThanOrEqual(1);
    expect(frames).toContain(`${main.url}/api/logout/frontchannel`);
    // (Home then checks access with a guest session, whose refresh cookie is the guest's, not the member's.)
    expect((await context.cookies()).some((c) => c.name === 'congress_session')).toBe(false);
  });

  it('the Logout screen (spinner while signing out) has no axe violations; screenshots', async () => {
    // The page's clock is Playwright's, so the SDK's 10 s timeout (spec 1 §7) cannot end the screen while a
    // loaded machine scans it; the server answers POST /logout only once the scan is done (nothing stubbed).
    const tab = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`);
    await until(() => access(tab.page)).toBe('allowed');
    await tab.page.clock.install(); // after the first paint: the SDK's next timers (the logout's timeout) are fake
    const logout = main.hold('POST /api/logout');
    try {
      await tab.page.evaluate(() => {
        history.pushState(null, '', '/portal/logout');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await logout.seen;
      await tab.page.locator('.cp-portal[data-route="Logout"] [role="status"]').waitFor();
      await pauseClock(tab.page);
      // axe defers its own work with 0 ms timers: the clock moves 1 ms a step while it scans (far below 10 s).
      // (The clock is the context's: a step may meet the blank page axe opens and closes, hence the catch.)
      let scanning = true;
      const steps = (async () => {
        while (scanning) await tab.page.clock.runFor(1).catch(() => undefined);
      })();
      try {
        await expectNoAxeViolations(tab.page);
      } finally {
        scanning = false;
        await steps;
      }
      expect(await route(tab.page)).toBe('Logout'); // the scan saw the Logout screen
      for (const width of [1280, 375]) {
        await tab.page.setViewportSize({ width, height: 700 });
        await tab.page.screenshot({ path: `${SHOTS}/logout-${width}.png` });
      }
      expect(await route(tab.page)).toBe('Logout'); // and so did the screenshots
    } finally {
      logout.release();
      await tab.page.clock.resume();
    }
    await until(() => pathOf(tab.page)).toBe('/portal?loggedout=1');
  }, 90_000);

  it('412 from the access check goes to Logout, which signs out and goes to the post-logout URL', async () => {
    const { page } = await open(`/portal${MEMBERS_ONLY}?token=demo-terms-token`);
    await until(() => pathOf(page)).toBe('/portal?loggedout=1');
    expect(page.url()).not.toContain('demo-terms-token');
  });

  it('/frontchannel-logout: a hidden /delay/10 frame until the logout finished, then “You are signed out.”', async () => {
    const { page, context } = await open(`/portal${MEMBERS_ONLY}?token=demo-member-token`);
    await until(() => access(page)).toBe('allowed');
    const logouts = count(main, 'POST /api/logout');
    await page.goto(`${main.url}/portal/frontchannel-logout`);
    await waitForPainted(page, 'portal');
    await until(() => page.locator('.cp-portal-panel [role="status"]').last().textContent()).toBe(
      'You are signed out.',
    );
    expect(count(main, 'GET /api/delay/10')).toBeGreaterThanOrEqual(1);
    expect(count(main, 'POST /api/logout')).toBe(logouts + 1);
    expect(await page.locator('iframe').count()).toBe(0);
    expect((await context.cookies()).some((c) => c.name === 'congress_session')).toBe(false);
    await expectNoAxeViolations(page);
  });
});
