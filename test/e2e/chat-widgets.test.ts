import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDemo } from './support/suite';
import { networkQuiet, expectQuiet, waitForPainted } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const SHOTS = 'test-results/chat-widgets';
const USER = { id: 42, name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' };

const demo = withDemo({ shots: SHOTS });

/** Puts the user in the session cookie the portal's session store writes (src/state/session.ts). */
const signedIn = async (page: Page) => {
  // Written the way the portal writes it (document.cookie, Secure, SameSite=None), on the server's origin first.
  await page.goto(`${demo.url}/favicon.ico`);
  await page.evaluate((user) => {
    // biome-ignore lint/suspicious/noDocumentCookie: written the way the portal writes it (see above)
    document.cookie = `congress_session=${encodeURIComponent(JSON.stringify(user))}; Path=/; SameSite=None; Secure`;
  }, USER);
};

/** Mounts a widget by code (CongressPortal.mount) into a new element of the page's main. */
async function mount(page: Page, id: string, widget: string, extra: Record<string, unknown> = {}): Promise<Locator> {
  await page.waitForFunction(
    () => typeof (window as unknown as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function',
  );
  await page.evaluate(
    ([elId, name, more]) => {
      const el = document.createElement('div');
      el.id = elId as string;
      document.querySelector('main')!.prepend(el);
      const w = window as unknown as {
        CongressPortal: { mount(el: Element, o: unknown): Promise<unknown> };
        handles?: Record<string, unknown>;
      };
      return w.CongressPortal.mount(el, { widget: name, project: 'dmc2026', eager: true, ...(more as object) }).then(
        (handle) => {
          w.handles = { ...w.handles, [elId as string]: handle };
        },
      );
    },
    [id, widget, extra] as const,
  );
  return page.locator(`#${id}`);
}

describe('qa-chat (spec 3 §3, §6, §8)', () => {
  it('a signed-in user: the provider frame has the name and e-mail prefilled; the QR code of the join link has a margin of 2', async () => {
    const tab = await demo.open('/gallery-qa-chat.html', { before: signedIn });
    await waitForPainted(tab.page, 'qa-chat');
    const frame = tab.page.locator('#gallery-qa-chat iframe');
    expect(await frame.getAttribute('src')).toBe(
      '/fake-providers/qa/event/dmc2026-opening?user_name=Ada%20Lovelace&user_email=ada%40example.org',
    );
    expect(await frame.getAttribute('title')).toBe('Q&A: Opening session');
    // The fake provider shares the page's origin: its frame runs on an opaque origin, a sandbox it cannot escape.
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    const inside = tab.page.frameLocator('#gallery-qa-chat iframe');
    await expect.poll(() => inside.locator('#user-name').textContent(), { timeout: 10_000 }).toBe('Ada Lovelace');
    expect(await inside.locator('#user-email').textContent()).toBe('ada@example.org');
    const qr = tab.page.locator('#gallery-qa-chat svg.cp-qa__qr');
    expect(await qr.getAttribute('aria-label')).toBe('QR code of the Q&A join link');
    expect(await qr.getAttribute('viewBox')).toMatch(/^-2 -2 (\d+) \1$/);
    expect(await tab.page.locator('#gallery-qa-chat figcaption').textContent()).toContain('#DMC26');
    expectQuiet(tab);
    await tab.close();
  });

  it('nobody signed in: empty prefill; hideQrCode hides the QR code; without an event id the chat-disabled text, no frame', async () => {
    const tab = await demo.open('/dynamic.html');
    const plain = await mount(tab.page, 'qa-plain', 'qa-chat');
    await expect
      .poll(() => plain.locator('iframe').getAttribute('src'))
      .toBe('/fake-providers/qa/event/dmc2026-opening?user_name=&user_email=');
    const noQr = await mount(tab.page, 'qa-no-qr', 'qa-chat', { name: 'no-qr' });
    await expect.poll(() => noQr.locator('iframe').count()).toBe(1);
    expect(await noQr.locator('svg.cp-qa__qr').count()).toBe(0);
    const disabled = await mount(tab.page, 'qa-disabled', 'qa-chat', { name: 'disabled' });
    await expect
      .poll(() => disabled.locator('.cp-qa__disabled').textContent())
      .toBe('The Q&A chat is not available for this session.');
    expect(await disabled.locator('iframe').count()).toBe(0);
    const german = await mount(tab.page, 'qa-de', 'qa-chat', { name: 'disabled', locale: 'de' });
    await expect
      .poll(() => german.locator('.cp-qa__disabled').textContent())
      .toBe('Für diese Sitzung ist der Q&A-Chat nicht verfügbar.');
    expectQuiet(tab);
    await tab.close();
  });
});

describe('the providers are requested only when their widget mounts (none before)', () => {
  it('qa-chat frame and support-chat script: no request on a page without them; one each once mounted; unmount removes them', async () => {
    const tab = await demo.open('/dynamic.html', { before: signedIn });
    const requests: string[] = [];
    tab.page.on('request', (r) => {
      if (r.url().includes('/fake-providers/')) requests.push(new URL(r.url()).pathname);
    });
    await tab.page.waitForFunction(
      () => typeof (window as unknown as { CongressPortal?: { mount?: unknown } }).CongressPortal?.mount === 'function',
    );
    await networkQuiet(tab.page);
    expect(requests).toEqual([]);
    expect(await tab.page.evaluate(() => 'Tawk_API' in window)).toBe(false);

    const chat = await mount(tab.page, 'support', 'support-chat');
    await expect
      .poll(() => requests, { timeout: 10_000 })
      .toEqual(['/fake-providers/support-chat/demo-property/demo-widget']);
    await expect
      .poll(() => chat.locator('#tawk_demo-widget .fake-tawk-visitor').textContent(), { timeout: 10_000 })
      .toBe('Hello, Ada Lovelace');
    const fake = await tab.page.evaluate(() => (window as unknown as { $_Tawk: unknown }).$_Tawk);
    expect(fake).toMatchObject({
      property: 'demo-property',
      widget: 'demo-widget',
      visitor: { name: 'Ada Lovelace', email: 'ada@example.org' },
      embedded: 'tawk_demo-widget',
    });
    expect(
      await chat.evaluate((el) =>
        el
          .shadowRoot!.querySelector('slot')!
          .assignedElements()
          .map((e) => e.id),
      ),
    ).toEqual(['tawk_demo-widget']);

    await mount(tab.page, 'qa', 'qa-chat');
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(2);
    expect(requests[1]).toBe('/fake-providers/qa/event/dmc2026-opening');

    await tab.page.evaluate(() => {
      (window as unknown as { handles: Record<string, { unmount(): void }> }).handles.support.unmount();
    });
    await expect
      .poll(() => tab.page.evaluate(() => document.querySelectorAll('script[src*="/fake-providers/"]').length))
      .toBe(0);
    expect(await tab.page.locator('#tawk_demo-widget').count()).toBe(0);
    expectQuiet(tab);
    await tab.close();
  });

  it("a script pattern from an origin neither the provider's, whitelisted nor the page's is refused: no request, a translated text", async () => {
    const tab = await demo.open('/dynamic.html');
    let evil = 0;
    await tab.page.route('https://evil.example/**', (route) => {
      evil += 1;
      return route.abort();
    });
    const chat = await mount(tab.page, 'support-evil', 'support-chat', {
      settings: { scriptUrl: 'https://evil.example/{propertyId}/{widgetId}' },
    });
    await expect
      .poll(() => chat.locator('.cp-support-chat__none').textContent())
      .toBe('The support chat is not available.');
    expect(evil).toBe(0);
    expect(tab.console.some((l) => l.startsWith('warning') && l.includes('support-chat: no chat'))).toBe(true);
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });
});

describe('subnav (spec 3 §2: three levels; always open below 1024 px, toggle and Esc above)', () => {
  it('at 375 px it is open with three levels and no toggle', async () => {
    const tab = await demo.open('/gallery-subnav.html', { width: 375 });
    await waitForPainted(tab.page, 'subnav');
    const nav = tab.page.locator('#gallery-subnav nav');
    expect(await nav.getAttribute('aria-label')).toBe('Congress 2026');
    expect(await nav.locator('button').count()).toBe(0);
    expect(await nav.locator('.cp-subnav__list--3 a').first().isVisible()).toBe(true);
    expect(await nav.locator('a[href="/gallery-subnav.html"]').getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('a[href="https://example.org/membership"]').getAttribute('target')).toBe('_blank');
    expectQuiet(tab);
    await tab.close();
  });

  it('at 1280 px a button toggles it by keyboard; Esc closes it and puts focus back on the button', async () => {
    const tab = await demo.open('/gallery-subnav.html');
    await waitForPainted(tab.page, 'subnav');
    const nav = tab.page.locator('#gallery-subnav nav');
    const button = nav.locator('button.cp-subnav__toggle');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.locator('a').first().isVisible()).toBe(false);
    await button.focus();
    await tab.page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.locator('.cp-subnav__list--3 a').first().isVisible()).toBe(true);
    await tab.page.keyboard.press('Tab');
    expect(
      await nav
        .locator('a')
        .first()
        .evaluate((a) => (a.getRootNode() as ShadowRoot).activeElement === a),
    ).toBe(true);
    await tab.page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expectQuiet(tab);
    await tab.close();
  });
});

describe('gallery pages signed in: axe, quiet console, screenshots at 375 and 1280 px', () => {
  it.each(['qa-chat', 'support-chat', 'subnav'])('gallery-%s.html', async (widget) => {
    for (const width of [375, 1280]) {
      const tab = await demo.open(`/gallery-${widget}.html`, { width, before: signedIn });
      await tab.page.locator(`[data-congress-widget="${widget}"]`).first().scrollIntoViewIfNeeded();
      await waitForPainted(tab.page, widget);
      if (widget === 'subnav' && width === 1280) await tab.page.locator('#gallery-subnav button').click();
      await tab.page.evaluate(() => window.scrollTo(0, 0));
      await networkQuiet(tab.page);
      await expectNoAxeViolations(tab.page);
      await tab.page.screenshot({ path: `${SHOTS}/${widget}-${width}.png`, fullPage: true });
      expectQuiet(tab);
      await tab.close();
    }
  });
});

describe('in the portal: the three as grid cells of a page', () => {
  it('/portal/pages/widgets mounts subnav, qa-chat and support-chat through the runtime', async () => {
    const tab = await demo.open('/portal/pages/widgets');
    // Located by content (the cells load as they near the viewport; locators pierce the portal's shadow roots).
    await tab.page.locator('[data-widget="subnav"] nav button').scrollIntoViewIfNeeded({ timeout: 20_000 });
    expect(await tab.page.locator('[data-widget="subnav"] nav a[href="/pages/privacy"]').count()).toBe(1);
    const frame = tab.page.locator('[data-widget="qa-chat"] iframe');
    await frame.scrollIntoViewIfNeeded({ timeout: 20_000 });
    expect(await frame.getAttribute('src')).toBe('/fake-providers/qa/event/dmc2026-board?user_name=&user_email=');
    // Inside the portal's shadow root the provider cannot find an embedded element: its floating button serves.
    await tab.page
      .locator('[data-widget="support-chat"] .cp-support-chat__none')
      .scrollIntoViewIfNeeded({ timeout: 20_000 });
    await expect
      .poll(() => tab.page.locator('body > .fake-tawk .fake-tawk-visitor').textContent(), { timeout: 10_000 })
      .toBe('Hello, visitor');
    await tab.page.screenshot({ path: `${SHOTS}/portal-widgets-1280.png`, fullPage: true });
    expectQuiet(tab);
    await tab.close();
  });
});
