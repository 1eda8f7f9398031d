/**
 * Issue 8 items 7 and 12: `rendered` (what mount() awaits) settles once the widget or an error state is on
 * screen; a failing or silent API never blanks a widget, and a widget whose content sits in data-settings
 * renders at once, taking theme and translations when they come.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { mountWidget } from '../../../src/embed/mount';
import { createConfigSource } from '../../../src/embed/client-config';
import { HttpError, MalformedResponseError, NetworkError, TimeoutError } from '../../../src/api/errors';
import type { ClientConfig } from '../../../src/core/types';
import { config, deps, echoWidget, host, text } from './mount-harness';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const cssOf = (el: HTMLElement) =>
  el.shadowRoot!.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')).join('\n');

/** Deps whose loader-side configuration promise the test settles by hand. */
function withPendingConfig(routes: Record<string, unknown> = {}) {
  let resolveConfig!: (c: ClientConfig | null) => void;
  const pending = new Promise<ClientConfig | null>((resolve) => {
    resolveConfig = resolve;
  });
  const d = deps({ routes });
  d.init.clientConfig = pending;
  d.config = createConfigSource('demo', pending);
  return { d, resolveConfig };
}

describe('mount resolves after the first render (item 7)', () => {
  it('rendered settles only once the widget has rendered its content, not while "Loading…" shows', async () => {
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const el = host();
    const mounted = mountWidget(
      el,
      { widget: 'html-text' },
      deps({
        registry: {
          'html-text': async () => {
            await chunk;
            return { default: echoWidget() };
          },
        },
      }),
    );
    let settled = false;
    void mounted.rendered.then(() => {
      settled = true;
    });
    await tick();
    expect(text(el)).toBe('Loading…');
    expect(settled).toBe(false);
    arrive();
    await mounted.rendered;
    expect(text(el)).toBe('Hello');
  });

  it.each([
    ['an unknown widget', { widget: 'fancy-clock' }, 'There is no widget called “fancy-clock”.'],
    [
      'a mount the loader found broken',
      { widget: 'html-text', error: 'data-settings is not valid JSON' },
      'not set up correctly',
    ],
  ])('rendered settles with the error state of %s', async (_title, options, shown) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host();
    await mountWidget(el, options, deps()).rendered;
    expect(text(el)).toContain(shown);
  });

  it('rendered settles when the widget throws on its first render (error boundary)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = host();
    const Broken = () => {
      throw new Error('boom');
    };
    await mountWidget(
      el,
      { widget: 'html-text' },
      deps({ registry: { 'html-text': async () => ({ default: echoWidget({ Component: Broken }) }) } }),
    ).rendered;
    expect(text(el)).toContain('Something went wrong while showing this content.');
  });

  it('rendered settles when the mount is removed before it rendered', async () => {
    const el = host();
    const mounted = mountWidget(
      el,
      { widget: 'html-text' },
      deps({ registry: { 'html-text': () => new Promise(() => undefined) } }),
    );
    mounted.unmount();
    await expect(mounted.rendered).resolves.toBeUndefined();
  });
});

describe('a widget with its content in data-settings does not wait on the API (item 12)', () => {
  it('renders at once without asking for server settings, then takes theme and translations when they come', async () => {
    const { d, resolveConfig } = withPendingConfig({
      'demo/translations/en': { data: { 'echo.hello': 'Hi from the client' } },
    });
    Object.assign(d.api, { base: 'http://fresh-api' }); // client translations are cached per API base
    const el = host();
    const mounted = mountWidget(el, { widget: 'html-text', project: 'p1', settings: { html: '<p>x</p>' } }, d);
    await mounted.rendered;
    expect(text(el)).toBe('Hello');
    expect(cssOf(el)).toContain('--cp-brand-primary: #0b5cad'); // the default theme until the client's arrives
    resolveConfig(config);
    await waitFor(() => expect(text(el)).toBe('Hi from the client'));
    expect(cssOf(el)).toContain('--cp-brand-primary: #aa0000');
    expect((d.api.get as ReturnType<typeof vi.fn>).mock.calls.map(([path]) => path)).toEqual(['demo/translations/en']);
  });

  it("with the configuration already here, its first render has the client's configuration and theme (one render, no second pass)", async () => {
    const seen: Array<unknown> = [];
    const Spy = echoWidget({
      Component: ({ context }) => {
        seen.push(context.clientConfig);
        return <p>spy</p>;
      },
    });
    const el = host();
    const d = deps({ registry: { 'html-text': async () => ({ default: Spy }) } });
    await mountWidget(el, { widget: 'html-text', settings: { html: '<p>x</p>' } }, d).rendered;
    expect(seen[0]).toBe(config);
    expect(cssOf(el)).toContain('--cp-brand-primary: #aa0000');
  });

  it('keeps its content when the API then fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { d, resolveConfig } = withPendingConfig({ 'demo/configuration': new NetworkError({ url: 'x' }) });
    const el = host();
    await mountWidget(el, { widget: 'html-text', settings: { html: '<p>x</p>' } }, d).rendered;
    resolveConfig(null);
    await tick();
    await tick();
    expect(text(el)).toBe('Hello');
  });

  it('a blank html setting is not content: the server entry is asked for', async () => {
    const el = host();
    const d = deps({ routes: { 'demo/widgets/p1/html-text/default': { data: { settings: { b: 'server' } } } } });
    await mountWidget(el, { widget: 'html-text', project: 'p1', settings: { html: '  ' } }, d).rendered;
    expect((d.api.get as ReturnType<typeof vi.fn>).mock.calls.map(([path]) => path)).toContain(
      'demo/widgets/p1/html-text/default',
    );
  });
});

describe('a failing or silent API never blanks a widget that needs server settings (item 12)', () => {
  it.each([
    ['answers 500', new HttpError(500, { url: 'x' }), 'The congress service cannot be reached right now.'],
    [
      'answers malformed JSON',
      new MalformedResponseError('body is not JSON', { url: 'x' }),
      'not connected to the congress service correctly',
    ],
    ['refuses connections', new NetworkError({ url: 'x' }), 'The congress service cannot be reached right now.'],
    [
      'is silent (timeout)',
      new TimeoutError(10_000, { url: 'x' }),
      'The congress service cannot be reached right now.',
    ],
  ])('the API %s: a translated error state with a retry, and one warning', async (_title, error, shown) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host();
    const d = deps({
      clientConfig: null,
      routes: {
        'demo/configuration': error,
        'demo/translations/en': error,
        'demo/widgets/p1/html-text/default': error,
      },
    });
    await mountWidget(el, { widget: 'html-text', project: 'p1' }, d).rendered;
    expect(text(el)).toContain(shown);
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('in German too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host();
    const error = new HttpError(500, { url: 'x' });
    const d = deps({
      clientConfig: null,
      locale: 'de',
      routes: { 'demo/configuration': error, 'demo/widgets/p1/html-text/default': error },
    });
    await mountWidget(el, { widget: 'html-text', project: 'p1' }, d).rendered;
    expect(text(el)).toContain('Der Kongressdienst ist gerade nicht erreichbar.');
  });

  it('settings that fail while the configuration came show the failure, naming the element once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host({ 'data-congress-widget': 'html-text', id: 'w1' });
    const d = deps({ routes: { 'demo/widgets/p1/html-text/default': new HttpError(500, { url: 'x' }) } });
    await mountWidget(el, { widget: 'html-text', project: 'p1' }, d).rendered;
    expect(text(el)).toContain('The congress service cannot be reached right now.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('id="w1"');
  });
});
