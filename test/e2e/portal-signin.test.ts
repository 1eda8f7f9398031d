/**
 * Sign-in, Login and Logout (issue 10 items 5 and 6; spec 1 §2, §4, §5, §7, §8) in real Chromium against the
 * reference server: every sign-in method, the OAuth2 round trip through the simulated provider and its error,
 * the auto-login frame, expired and forged tokens, refresh and expiry, logout paths, hostile `redirect` queries,
 * an `error` query that is not JSON, axe scans and screenshots at 375 and 1280 px (test-results/portal/).
 * Requests are counted at the server (its Node HTTP server's 'request' events), never stubbed.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SignJWT } from 'jose';
import { startServer, type RunningServer } from '../../demo/server/app';
import { ensureBuild } from './support/server';
import { launchBrowser, openPage, closeAndExpectQuiet, waitForPainted, type TrackedPage } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

interface Counted {
  url: string;
  requests: string[];
  close(): Promise<void>;
  server: RunningServer;
  /**
   * Holds the server's answers to `what` (`METHOD path`) until the returned release is called: the request
   * reaches the real server, which answers it only then (nothing is stubbed). `seen` resolves on its arrival.
   */
  hold(what: string): { seen: Promise<void>; release(): void };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A reference server whose requests are recorded (`METHOD path`), with an optional access-token lifetime and clock. */
async function countedServer(options: { accessTokenTtl?: number; clock?: () => number } = {}): Promise<Counted> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-signin-'));
  const server = await startServer({ port: 0, quiet: true, dataDir, ...options });
  const requests: string[] = [];
  const holds = new Map<string, { arrived(): void; released: Promise<void> }>();
  const http = server.app.server;
  const [answer] = http.listeners('request') as Handler[];
  http.removeListener('request', answer);
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const what = `${req.method} ${String(req.url).split('?')[0]}`;
    requests.push(what);
    const held = holds.get(what);
    if (!held) {
      answer(req, res);
      return;
    }
    held.arrived();
    void held.released.then(() => answer(req, res));
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    server,
    hold(what) {
      let arrived!: () => void;
      let release!: () => void;
      const seen = new Promise<void>((r) => {
        arrived = r;
      });
      holds.set(what, {
        arrived,
        released: new Promise<void>((r) => {
          release = r;
        }),
      });
      return {
        seen,
        release: () => {
          holds.delete(what);
          release();
        },
      };
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let main: Counted;
let browser: Browser;
const tabs: TrackedPage[] = [];
const SHOTS = 'test-results/portal';
const MEMBERS_ONLY = '/dmc2026/crs/diagnosis-ai-assisted-in-cardiology-biomarkers-1200002';

beforeAll(async () => {
  ensureBuild();
  main = await countedServer();
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => closeAndExpectQuiet(tabs, browser, main));

async function open(
  path: string,
  server: Counted = main,
  setup?: (page: Page) => Promise<unknown>,
): Promise<TrackedPage> {
  const tab = await openPage(browser);
  tabs.push(tab);
  await setup?.(tab.page);
  await tab.page.goto(`${server.url}${path}`);
  await waitForPainted(tab.page, 'portal');
  return tab;
}

/** Polls with room for a loaded machine (the default 1 s is too short at a load of 20). */
const until = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });
const route = (page: Page) => page.locator('.cp-portal').getAttribute('data-route');
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const access = (page: Page) => page.locator('.cp-portal').getAttribute('data-access');
const count = (server: Counted, what: string) => server.requests.filter((r) => r === what).length;
const card = (page: Page, kind: string) => page.locator(`#cp-signin-${kind}-title`).locator('xpath=..');

/** Pauses the page's (installed) clock a second ahead of its own time; again if that moment has passed meanwhile. */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('to the past')) throw error;
    }
  }
}

async function fill(page: Page, kind: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`#cp-signin-${kind}-${name}`).fill(value);
}

describe('Login (spec 1 §2): page content, forms, axe, screenshots', () => {
  it('shows the client login page content and one labelled form per method, with autocomplete attributes', async () => {
    const { page } = await open('/portal/login');
    await page.locator('.cp-signin__intro').getByText('Sign in with your society account.').waitFor();
    expect(await page.locator('.cp-signin h1').textContent()).toBe('Sign in to Demo Medical Society');
    const fields = await page.locator('.cp-signin-form input').evaluateAll((els) =>
      els.map((e) => {
        const input = e as HTMLInputElement;
        const label = (input.getRootNode() as ShadowRoot).querySelector(`label[for="${input.id}"]`)?.textContent;
        return `${input.name}|${input.type}|${input.getAttribute('autocomplete')}|${label}`;
      }),
    );
    expect(fields).toEqual([
      'username|text|username|Username',
      'password|password|current-password|Password',
      'giftcode|password|off|Gift code',
      'lastname|text|family-name|Last name',
      'personal_id|password|off|Personal member number',
      'token|password|off|Access token',
      'token|password|off|Sign-in token',
    ]);
    expect(await page.locator('.cp-signin-sso').textContent()).toBe('Sign in with Demo SSO');
  });

  it.each([
    ['login', '/portal/login'],
    [
      'login-error',
      `/portal/login?error=${encodeURIComponent(JSON.stringify({ http_statuscode: 403, message: 'The user denied the sign-in' }))}`,
    ],
  ])(
    '%s has no axe violations; screenshots at 1280 and 375 px',
    async (name, path) => {
      const { page } = await open(path);
      await page.locator('.cp-signin__intro').getByText('Sign in with your society account.').waitFor();
      await page.waitForTimeout(300);
      await expectNoAxeViolations(page);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 1100 });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
    },
    120_000,
  );

  it.each([
    [
      'a JSON error',
      JSON.stringify({ http_statuscode: 403, message: 'The user denied the sign-in' }),
      'The user denied the sign-in. Please try again later.',
    ],
    ['an error that is not JSON', '{not json', '{not json. Please try again later.'],
    ['a script in the error', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>. Please try again later.'],
  ])('the error query — %s — is shown as text followed by “Please try again later”', async (_name, error, shown) => {
    const { page } = await open(`/portal/login?error=${encodeURIComponent(error)}`);
    const alert = page.locator('.cp-signin-error');
    await until(() => alert.locator('p').nth(1).textContent()).toBe(shown);
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await page.locator('.cp-signin img').count()).toBe(0);
  });
});

describe('sign-in methods (spec 1 §4, §7) → redirect, else default redirect URL, else /', () => {
  it('username and password: a wrong password is announced and focus returns; the right one goes to the redirect', async () => {
    const { page } = await open(`/portal/login?redirect=${encodeURIComponent(MEMBERS_ONLY)}`);
    await fill(page, 'esociety-username', { username: 'member', password: 'wrong' });
    await page.locator('#cp-signin-esociety-username-password').press('Enter');
    const alert = page.locator('#cp-signin-esociety-username-error');
    await until(() => alert.textContent()).toBe('The username or password is not correct.');
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await page.locator('#cp-signin-esociety-username-username').getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.evaluate(() => document.querySelector('[data-congress-portal]')!.shadowRoot!.activeElement?.id),
    ).toBe('cp-signin-esociety-username-username');
    await fill(page, 'esociety-username', { password: 'member2026' });
    await page.locator('#cp-signin-esociety-username-password').press('Enter');
    await until(() => pathOf(page)).toBe(`/portal${MEMBERS_ONLY}`);
    await until(() => access(page)).toBe('allowed');
    expect(await route(page)).toBe('CRDetail');
  });

  it('the password field has a show/hide toggle that keeps the typed value', async () => {
    const { page } = await open('/portal/login');
    const input = page.locator('#cp-signin-esociety-username-password');
    await input.fill('secret');
    const toggle = card(page, 'esociety-username').locator('.cp-signin-field__toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Show Password');
    await toggle.click();
    expect(await input.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-label')).toBe('Hide Password');
    await toggle.press('Enter');
    expect(await input.getAttribute('type')).toBe('password');
    expect(await input.inputValue()).toBe('secret');
  });

  it('last name and personal id sign in; without redirect the user goes to the default redirect URL (/)', async () => {
    const { page } = await open('/portal/login');
    await fill(page, 'esociety-lastname', { lastname: 'Member', personal_id: '1001' });
    await page.locator('#cp-signin-esociety-lastname-personal_id').press('Enter');
    await until(() => route(page)).toBe('Home');
    expect(pathOf(page)).toBe('/portal');
  });

  it('access token form: a forged token fails with its message; the real one signs in', async () => {
    const { page } = await open('/portal/login');
    await fill(page, 'token', { token: 'forged-token' });
    await page.locator('#cp-signin-token-token').press('Enter');
    await until(() => page.locator('#cp-signin-token-error').textContent()).toBe('This access token is not valid.');
    await fill(page, 'token', { token: 'demo-member-token' });
    await page.locator('#cp-signin-token-token').press('Enter');
    await until(() => route(page)).toBe('Home');
  });

  it('JWT form: an expired or forged JWT fails; a signed one signs in', async () => {
    const secret = new TextEncoder().encode('demo-jwt-secret');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ name: 'Jo Token' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('jo')
      .setExpirationTime(now - 60)
      .sign(secret);
    const forged = await new SignJWT({ name: 'Jo Token' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('jo')
      .sign(new TextEncoder().encode('not-the-secret'));
    const good = await new SignJWT({ name: 'Jo Token', membership: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('jo')
      .setExpirationTime(now + 600)
      .sign(secret);
    const { page, context } = await open(`/portal/login?redirect=${encodeURIComponent(MEMBERS_ONLY)}`);
    for (const bad of [expired, forged]) {
      await fill(page, 'jwt', { token: bad });
      await page.locator('#cp-signin-jwt-token').press('Enter');
      await until(() => page.locator('#cp-signin-jwt-error').textContent()).toBe(
        'This sign-in token is not valid or has expired.',
      );
      await page.locator('#cp-signin-jwt-token').fill('');
    }
    await fill(page, 'jwt', { token: good });
    await page.locator('#cp-signin-jwt-token').press('Enter');
    // (Login itself is 'allowed' at once: wait for the navigation first, then for the resource's check.)
    await until(() => pathOf(page)).toBe(`/portal${MEMBERS_ONLY}`);
    await until(() => access(page)).toBe('allowed');
    const user = JSON.parse(
      decodeURIComponent((await context.cookies()).find((c) => c.name === 'congress_session')!.value),
    );
    expect(user.id).toBe('jwt-demo-jo');
  });

  it('gift code: masked, show/hide, Enter submits; a wrong code shows no text but is announced; a right one opens the content', async () => {
    const { page } = await open(`/portal/login?redirect=${encodeURIComponent(MEMBERS_ONLY)}`);
    const input = page.locator('#cp-signin-giftcode-giftcode');
    expect(await input.getAttribute('type')).toBe('password');
    await input.fill('GIFT-NOPE');
    await card(page, 'giftcode').locator('.cp-signin-field__toggle').click();
    expect(await input.getAttribute('type')).toBe('text');
    await input.press('Enter');
    await until(() => input.getAttribute('aria-invalid')).toBe('true');
    const status = page.locator('#cp-signin-giftcode-error');
    expect(await status.textContent()).toBe('The code was not accepted.');
    expect(await status.evaluate((el) => el.className)).toBe('cp-visually-hidden'); // spec 1 §8: no visible text
    await input.fill('gift-dmc2026');
    await input.press('Enter');
    // (Login itself is 'allowed' at once: wait for the navigation first, then for the resource's check.)
    await until(() => pathOf(page)).toBe(`/portal${MEMBERS_ONLY}`);
    await until(() => access(page)).toBe('allowed');
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'a hostile redirect (%s) is dropped: the user lands on /',
    async (redirect) => {
      const { page } = await open(`/portal/login?redirect=${encodeURIComponent(redirect)}`);
      expect(await page.locator('.cp-signin-sso').getAttribute('href')).not.toContain('evil');
      await fill(page, 'token', { token: 'demo-member-token' });
      await page.locator('#cp-signin-token-token').press('Enter');
      await until(() => route(page)).toBe('Home');
      expect(new URL(page.url()).origin).toBe(main.url);
      expect(pathOf(page)).toBe('/portal');
    },
  );
});

describe('OAuth2 (spec 1 §4, §8): the round trip through the simulated provider and its errors', () => {
  it('init-authorize → provider page → /oauth2-finish → signed in at the redirect; the code leaves no history entry', async () => {
    const { page } = await open(`/portal/login?redirect=${encodeURIComponent(MEMBERS_ONLY)}`);
    const href = await page.locator('.cp-signin-sso').getAttribute('href');
    expect(href).toMatch(/\/api\/login\/demo\/ext-oauth2-authcode\/demo-sso\/init-authorize\?oauth2_finish_url=/);
    await page.locator('.cp-signin-sso').click();
    await page.waitForURL('**/init-authorize?**');
    await page.locator('a[data-user="u-member"]').click();
    await waitForPainted(page, 'portal');
    await until(() => pathOf(page)).toBe(`/portal${MEMBERS_ONLY}`);
    await until(() => access(page)).toBe('allowed');
    expect(count(main, 'POST /api/login/demo/ext-oauth2-authcode/demo-sso/token')).toBeGreaterThanOrEqual(1);
    await page.goBack();
    expect(page.url()).not.toContain('code=');
  });

  it('a denied sign-in comes back to Login with the provider’s message and “Please try again later”, keeping the redirect', async () => {
    const { page } = await open(`/portal/login?redirect=${encodeURIComponent(MEMBERS_ONLY)}`);
    await page.locator('.cp-signin-sso').click();
    await page.locator('#deny').click();
    await waitForPainted(page, 'portal');
    await until(() => route(page)).toBe('Login');
    expect(await page.locator('.cp-signin-error p').nth(1).textContent()).toBe(
      'The user denied the sign-in. Please try again later.',
    );
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(MEMBERS_ONLY);
  });

  it.each([
    [
      'unparseable error_json → the fallback object',
      '/portal/oauth2-finish?status=error&error_json=%7Bbroken',
      { http_statuscode: -1, message: 'unknown error', oauth2_request_id: null },
    ],
    [
      'a used or forged code → the exchange’s error',
      '/portal/oauth2-finish?status=success&code=forged&provider=demo-sso',
      { http_statuscode: 401, message: 'invalid token', oauth2_request_id: null },
    ],
  ])('%s', async (_name, path, error) => {
    const { page } = await open(path);
    await until(() => route(page)).toBe('Login');
    expect(JSON.parse(new URL(page.url()).searchParams.get('error')!)).toEqual(error);
    expect(await page.locator('.cp-signin-error p').nth(1).textContent()).toBe(
      `${error.message}. Please try again later.`,
    );
  });
});

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
