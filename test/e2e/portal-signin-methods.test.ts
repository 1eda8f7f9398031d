/**
 * Login and every sign-in method (spec 1 §2, §4, §7, §8) in real Chromium against the reference server: the
 * Login page's content and forms, each method with its failures, hostile `redirect` queries, the OAuth2 round trip
 * through the simulated provider and its error, an `error` query that is not JSON; axe scans and screenshots at 375
 * and 1280 px (test-results/portal/).
 */
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { signinSuite, SHOTS, MEMBERS_ONLY, until, route, pathOf, access, count, card, fill } from './support/signin';

const { main, open } = signinSuite();

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
