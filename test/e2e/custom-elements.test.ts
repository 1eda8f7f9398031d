/**
 * Issue 29 deliverables 1 and 2: `<congress-widget>` and `<congress-portal>` on a plain HTML page, a WordPress-style
 * page, a Vue 3 app and a Svelte 5 app (bundled here with esbuild, Svelte through `svelte/compiler`): live
 * attributes, the `settings` property, `ready`, the `congress-*` events, a clean unmount and a reconnect, a quiet
 * console and axe; a bad attribute gives one warning and a visible translated state.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { instrumentTimersAndListeners, type Activity } from './support/instrument';
import { type Tab, withDemo } from './support/suite';

const ROOT = resolve(__dirname, '../..');
const demo = withDemo({ quiet: true });

/** Records every `congress-*` event that reaches the document (they bubble and are composed) as `type:widget`. */
function recordEvents(): void {
  const seen: string[] = [];
  (window as unknown as { __events: string[] }).__events = seen;
  for (const type of ['congress-ready', 'congress-error', 'congress-filter', 'congress-play', 'congress-pause'])
    document.addEventListener(type, (e) => seen.push(`${type}:${(e as CustomEvent).detail?.widget}`));
}

async function open(path: string): Promise<{ page: Page; tab: Tab }> {
  const tab = await demo.open(path, {
    before: async (page) => {
      await page.addInitScript(instrumentTimersAndListeners);
      await page.addInitScript(recordEvents);
    },
  });
  return { page: tab.page, tab };
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
const activity = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cpActivity(): Activity }).__cpActivity());
const text = (page: Page, selector: string) => page.locator(`${selector} .cp-html-text`).textContent();

/** esbuild bundle of an app entry (its imports resolve from the repository's node_modules). */
async function bundle(contents: string, loader: 'js' | 'ts' = 'js'): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader, sourcefile: 'app.js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** A Vue 3 app: both elements, project and settings as reactive props, events by `on…` props, `app.unmount()`. */
const VUE_APP = `
import { createApp, h, ref } from 'vue';
const project = ref('dmc2026');
const note = ref({ html: '<p>Vue note one</p>' });
const shown = ref(true);
const app = createApp({
  setup: () => () => shown.value ? [
    h('congress-widget', { id: 'app-note', widget: 'html-text', project: project.value, settings: note.value, eager: '',
      onCongressReady: (e) => window.__appEvents.push('ready:' + e.detail.widget) }),
    h('congress-portal', { id: 'app-portal', 'base-path': '/frameworks.html', eager: '',
      onCongressReady: (e) => window.__appEvents.push('ready:' + e.detail.widget) }),
  ] : [],
});
window.__appEvents = [];
window.__app = { setNote: (html) => { note.value = { html }; }, hide: () => { shown.value = false; }, show: () => { shown.value = true; },
  unmount: () => app.unmount() };
app.mount('#app');
`;

/** The same app in Svelte 5 (runes): attributes and the settings property from state, events by `on…` attributes. */
const SVELTE_APP = `<script>
  let note = $state({ html: '<p>Svelte note one</p>' });
  let shown = $state(true);
  window.__appEvents = [];
  const ready = (e) => window.__appEvents.push('ready:' + e.detail.widget);
  window.__app = { setNote: (html) => { note = { html }; }, hide: () => { shown = false; }, show: () => { shown = true; } };
</script>
{#if shown}
  <congress-widget id="app-note" widget="html-text" project="dmc2026" settings={note} eager oncongress-ready={ready}></congress-widget>
  <congress-portal id="app-portal" base-path="/frameworks.html" eager oncongress-ready={ready}></congress-portal>
{/if}
`;

async function svelteBundle(): Promise<string> {
  const { js } = compile(SVELTE_APP, { filename: 'App.svelte', generate: 'client' });
  const component = js.code.replace(/^export default /m, 'const App = ');
  return bundle(
    `${component}\nimport { mount as mountApp } from 'svelte';\nmountApp(App, { target: document.getElementById('app') });`,
  );
}

describe('issue 29 custom elements on a plain HTML page (demo/site/elements.html)', () => {
  it('both elements render; changing settings updates in place, changing project mounts anew; events arrive', async () => {
    const { page } = await open('/elements.html');
    await expect.poll(() => text(page, '#element-note'), { timeout: 20_000 }).toContain('Doors open at 8:00.');
    await expect.poll(() => text(page, '#element-welcome'), { timeout: 20_000 }).toBeTruthy();
    await expect
      .poll(() => page.locator('#element-portal').evaluate((el) => el.shadowRoot?.childElementCount ?? 0))
      .toBeGreaterThan(0);
    await expect
      .poll(() => events(page))
      .toEqual(expect.arrayContaining(['congress-ready:html-text', 'congress-ready:portal']));
    expect(await page.evaluate(() => document.querySelector('congress-widget') instanceof HTMLElement)).toBe(true);
    const handle = await page.evaluate(async () => {
      const el = document.getElementById('element-note') as HTMLElement & { ready: Promise<{ update: unknown }> };
      return typeof (await el.ready).update;
    });
    expect(handle).toBe('function');

    // The settings attribute: the same shadow root shows the new text.
    const root = await page.locator('#element-note').evaluateHandle((el) => el.shadowRoot);
    await page
      .locator('#element-note')
      .evaluate((el) => el.setAttribute('settings', '{"html":"<p>Doors open at 9:00.</p>"}'));
    await expect.poll(() => text(page, '#element-note')).toContain('Doors open at 9:00.');
    expect(await page.locator('#element-note').evaluate((el, r) => el.shadowRoot === r, root)).toBe(true);
    // The settings property takes an object.
    await page.locator('#element-note').evaluate((el) => {
      (el as unknown as { settings: object }).settings = { html: '<p>Set as a property.</p>' };
    });
    await expect.poll(() => text(page, '#element-note')).toContain('Set as a property.');

    // A shared filter from the topic chips is a congress-filter event.
    await page.locator('#element-topics [data-share-filter]').first().click();
    await expect.poll(() => events(page)).toContain('congress-filter:html-text');
    await expectNoAxeViolations(page);
  });

  it('removing the elements unmounts them clean (listeners, timers, shadow content); putting one back mounts it again', async () => {
    const { page } = await open('/elements.html');
    await expect.poll(() => text(page, '#element-note'), { timeout: 20_000 }).toContain('Doors open at 8:00.');
    await expect.poll(() => events(page)).toContain('congress-ready:portal');
    await page.evaluate(() => {
      const w = window as unknown as { __kept: Element[] };
      w.__kept = [...document.querySelectorAll('congress-widget, congress-portal')];
      for (const el of w.__kept) el.remove();
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __kept: Element[] }).__kept.every(
            (el) => (el.shadowRoot?.childElementCount ?? 0) === 0,
          ),
        ),
      )
      .toBe(true);
    const after = await activity(page);
    expect(after.intervals).toBe(0);
    expect(after.listenerKeys.filter((key) => /message|popstate|keydown/.test(key))).toEqual([]);
    // Reconnect: the same element mounts again.
    await page.evaluate(() => {
      const note = (window as unknown as { __kept: Element[] }).__kept.find((el) => el.id === 'element-note')!;
      document.querySelector('main')!.append(note);
    });
    await expect.poll(() => text(page, '#element-note'), { timeout: 20_000 }).toContain('Doors open at 8:00.');
  });

  it('bad input: an unknown attribute and malformed settings each give one warning naming element and attribute, and a visible state', async () => {
    const { page, tab } = await open('/elements.html');
    await expect.poll(() => text(page, '#element-note'), { timeout: 20_000 }).toContain('Doors open at 8:00.');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<congress-widget id="typo" widget="html-text" projekt="dmc2026" eager></congress-widget>' +
          '<congress-widget id="broken" widget="html-text" settings="{oops" eager></congress-widget>',
      );
    });
    const message = 'This content is not set up correctly on this page';
    await expect
      .poll(() => page.locator('#typo [data-state="error"]').textContent(), { timeout: 20_000 })
      .toContain(message);
    await expect.poll(() => page.locator('#broken [data-state="error"]').textContent()).toContain(message);
    const warnings = tab.console.filter((line) => line.startsWith('warning:'));
    expect(warnings.filter((line) => line.includes('id="typo"'))).toEqual([
      expect.stringMatching(/<congress-widget id="typo" widget="html-text">: unknown attribute "projekt"/),
    ]);
    expect(warnings.filter((line) => line.includes('id="broken"'))).toEqual([
      expect.stringMatching(/<congress-widget id="broken" widget="html-text">: settings is not valid JSON/),
    ]);
  });
});

describe('issue 29: a WordPress-style page that only prints the tag (demo/site/wordpress.html)', () => {
  it('renders the widget with no CSS or script of its own, axe clean', async () => {
    const { page } = await open('/wordpress.html');
    await expect.poll(() => text(page, 'congress-widget'), { timeout: 20_000 }).toBeTruthy();
    await expect.poll(() => events(page)).toContain('congress-ready:html-text');
    await expectNoAxeViolations(page);
  });
});

describe.each([
  ['Vue 3', () => bundle(VUE_APP)],
  ['Svelte 5', svelteBundle],
])('issue 29: a %s app using both elements without a wrapper', (_name, make) => {
  it('renders, updates settings in place, hears events, unmounts clean, mounts again, axe', async () => {
    const code = await make();
    const { page } = await open('/frameworks.html');
    await page.addScriptTag({ content: code });
    await expect.poll(() => text(page, '#app-note'), { timeout: 20_000 }).toMatch(/note one/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __appEvents: string[] }).__appEvents))
      .toEqual(expect.arrayContaining(['ready:html-text', 'ready:portal']));
    await page.evaluate(() =>
      (window as unknown as { __app: { setNote(h: string): void } }).__app.setNote('<p>note two</p>'),
    );
    await expect.poll(() => text(page, '#app-note')).toContain('note two');
    // The clean-unmount check comes before the axe scan: axe-core leaves window 'message' listeners of its own.
    await page.evaluate(() => (window as unknown as { __app: { hide(): void } }).__app.hide());
    await expect.poll(() => page.locator('congress-widget, congress-portal').count()).toBe(0);
    await expect
      .poll(async () => {
        const now = await activity(page);
        return now.listenerKeys.filter((key) => /message|popstate|keydown/.test(key));
      })
      .toEqual([]);
    expect((await activity(page)).intervals).toBe(0);
    // The app renders the elements again: they mount anew.
    await page.evaluate(() => (window as unknown as { __app: { show(): void } }).__app.show());
    await expect.poll(() => text(page, '#app-note'), { timeout: 20_000 }).toContain('note two');
    await expectNoAxeViolations(page);
  });
});
