import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { mountWidget } from '../../../src/embed/mount';
import { MARK_PAINTED } from '../../../src/embed/runtime-api';
import { HttpError, NetworkError } from '../../../src/api/errors';
import { config, deps, echoWidget, host, text } from './mount-harness';

const settingsOf = (el: HTMLElement) =>
  JSON.parse(el.shadowRoot!.querySelector('.echo')!.getAttribute('data-settings')!);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('embed runtime: mounting a widget into a shadow root', () => {
  it('renders inside an open shadow root and reuses an existing one', async () => {
    const el = host();
    const existing = el.attachShadow({ mode: 'open' });
    existing.innerHTML = '<p>server placeholder</p>';
    mountWidget(el, { widget: 'html-text' }, deps());
    await waitFor(() => expect(text(el)).toBe('Hello'));
    expect(el.shadowRoot).toBe(existing);
    expect(el.shadowRoot!.textContent).not.toContain('server placeholder');
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
  });

  it('merges settings: definition defaults ← server settings ← options.settings, and update() re-renders', async () => {
    const el = host();
    const handle = mountWidget(
      el,
      { widget: 'html-text', project: 'p1', settings: { c: 'options' } },
      deps({
        routes: { 'demo/widgets/p1/html-text/default': { data: { settings: { b: 'server', c: 'server' } } } },
      }),
    );
    await waitFor(() => expect(settingsOf(el)).toEqual({ a: 'default', b: 'server', c: 'options' }));
    await handle.update({ a: 'updated' });
    await waitFor(() => expect(settingsOf(el)).toEqual({ a: 'updated', b: 'server', c: 'options' }));
  });

  it('a widget that does not require server settings runs from data-settings alone when the server has none', async () => {
    const el = host();
    mountWidget(el, { widget: 'html-text', project: 'p1', settings: { a: 'attr' } }, deps());
    await waitFor(() => expect(settingsOf(el)).toMatchObject({ a: 'attr' }));
  });

  it('spec 3 §8: a widget that requires server settings shows "no widget settings found" on a 404 and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host({ 'data-congress-widget': 'html-text', id: 'needs' });
    mountWidget(
      el,
      { widget: 'html-text', project: 'p1', name: 'missing' },
      deps({
        registry: {
          'html-text': async () => ({ default: echoWidget({ settingsRule: { required: [], entry: 'required' } }) }),
        },
      }),
    );
    await waitFor(() => expect(text(el)).toContain('no widget settings found'));
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).toMatch(/no widget settings found for <div id="needs"/);
  });

  it('spec 3 §3: a widget whose data-settings give every required setting asks for no settings entry', async () => {
    const el = host({ 'data-congress-widget': 'single-image', id: 'inline' });
    const d = deps({
      registry: {
        'single-image': async () => ({
          default: echoWidget({ name: 'single-image', settingsRule: { required: ['assetnames'] } }),
        }),
      },
    });
    mountWidget(
      el,
      { widget: 'single-image', project: 'p1', settings: { heading: 'H', assetnames: { default: 'a' } } },
      d,
    );
    await waitFor(() => expect(settingsOf(el)).toMatchObject({ heading: 'H', assetnames: { default: 'a' } }));
    expect((d.api.get as ReturnType<typeof vi.fn>).mock.calls.map(([path]) => path)).not.toContain(
      'demo/widgets/p1/single-image/default',
    );
  });

  it('spec 3 §8: a widget lacking a required setting names it on the page and once in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host({ 'data-congress-widget': 'single-image', id: 'lacking' });
    mountWidget(
      el,
      { widget: 'single-image', project: 'p1', settings: { heading: 'H' } },
      deps({
        registry: {
          'single-image': async () => ({
            default: echoWidget({ name: 'single-image', settingsRule: { required: ['assetnames'] } }),
          }),
        },
      }),
    );
    await waitFor(() => expect(text(el)).toContain('no widget settings found: assetnames'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /the "single-image" widget in <div id="lacking"[^>]*> lacks the settings assetnames \(not in data-settings; GET demo\/widgets\/p1\/single-image\/default: missing\)/,
    );
  });

  it('an unknown widget name gets a console warning naming the element and a visible message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host({ 'data-congress-widget': 'fancy-clock', id: 'clock' });
    mountWidget(el, { widget: 'fancy-clock' }, deps());
    await waitFor(() => expect(text(el)).toContain('There is no widget called “fancy-clock”.'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull();
    expect(warn.mock.calls[0][0]).toContain(
      'unknown widget "fancy-clock" in <div id="clock" data-congress-widget="fancy-clock">',
    );
  });

  it('a known widget that is not built yet says so', async () => {
    // Every name of WIDGET_NAMES is built now: the registry stub without 'timetable' stands for one that is not.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host({ 'data-congress-widget': 'timetable' });
    mountWidget(
      el,
      { widget: 'timetable' },
      deps({ registry: { 'html-text': async () => ({ default: echoWidget() }) } }),
    );
    await waitFor(() => expect(text(el)).toContain('The widget “timetable” is not available yet.'));
    expect(warn.mock.calls[0][0]).toContain('not built yet');
  });

  it('a chunk that fails to load shows the translated retry state, and retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = host();
    let calls = 0;
    const loader = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: echoWidget() };
    };
    mountWidget(el, { widget: 'html-text' }, deps({ registry: { 'html-text': loader } }));
    await waitFor(() => expect(text(el)).toContain('Loading failed.'));
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toContain('Try again');
    button.click();
    await waitFor(() => expect(text(el)).toBe('Hello'));
  });

  it('spec 1 §8: a chunk that does not arrive within the chunk timeout shows the timeout message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = host();
    mountWidget(
      el,
      { widget: 'html-text' },
      deps({ chunkTimeoutMs: 10, registry: { 'html-text': () => new Promise(() => undefined) } }),
    );
    await waitFor(() => expect(text(el)).toContain('Loading took too long.'));
  });

  it('an unreachable API for a widget that requires server settings shows a retry state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host();
    mountWidget(
      el,
      { widget: 'html-text', project: 'p1' },
      deps({
        routes: { 'demo/widgets/p1/html-text/default': new NetworkError({ url: 'x' }) },
        registry: {
          'html-text': async () => ({ default: echoWidget({ settingsRule: { required: [], entry: 'required' } }) }),
        },
      }),
    );
    await waitFor(() => expect(text(el)).toContain('The congress service cannot be reached right now.'));
    expect(el.shadowRoot!.querySelector('button')).not.toBeNull();
  });

  it('an unknown client is named when the configuration answers 404', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = host();
    mountWidget(
      el,
      { widget: 'html-text', project: 'p1' },
      deps({
        clientConfig: null,
        routes: {
          'demo/configuration': new HttpError(404, {
            url: 'x',
            body: { error: { status: 404, code: 'client_not_found', message: 'x' } },
          }),
          'demo/widgets/p1/html-text/default': new HttpError(404, {
            url: 'x',
            body: { error: { status: 404, code: 'client_not_found', message: 'x' } },
          }),
        },
        registry: {
          'html-text': async () => ({ default: echoWidget({ settingsRule: { required: [], entry: 'required' } }) }),
        },
      }),
    );
    await waitFor(() => expect(text(el)).toContain('The congress “demo” is not known.'));
  });

  it('every mount is wrapped in an error boundary showing a translated error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = host();
    const Broken = () => {
      throw new Error('boom');
    };
    mountWidget(
      el,
      { widget: 'html-text' },
      deps({ registry: { 'html-text': async () => ({ default: echoWidget({ Component: Broken }) }) } }),
    );
    await waitFor(() => expect(text(el)).toContain('Something went wrong while showing this content.'));
  });

  it('texts follow the client default language and client overrides', async () => {
    const el = host();
    const de = { ...config, languages: [{ short_code: 'de', pivot: { default: true } }] } as typeof config;
    mountWidget(
      el,
      { widget: 'html-text' },
      deps({ clientConfig: de, routes: { 'demo/translations/de': { data: { 'echo.hello': 'Servus' } } } }),
    );
    await waitFor(() => expect(text(el)).toBe('Servus'));
  });

  it('reserves the box on the mount point while loading (issue 9) and sets the painted mark after the first render', async () => {
    const mark = vi.spyOn(performance, 'mark');
    const el = host();
    mountWidget(el, { widget: 'html-text' }, deps());
    expect(el.shadowRoot!.querySelector('[data-state="loading"]')).not.toBeNull();
    expect([el.getAttribute('data-cp-box'), el.style.minHeight]).toEqual(['content', '120px']);
    await waitFor(() => expect(mark).toHaveBeenCalledWith(`${MARK_PAINTED}:html-text`));
  });

  it('the client theme colour becomes a custom property on :host', async () => {
    const el = host();
    mountWidget(el, { widget: 'html-text' }, deps());
    await waitFor(() => expect(text(el)).toBe('Hello'));
    const css = el
      .shadowRoot!.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n'))
      .join('\n');
    expect(css).toContain('--cp-brand-primary: #aa0000');
  });

  it('unmount aborts the widget signal, removes its content and styles', async () => {
    const el = host();
    let signal: AbortSignal | undefined;
    const Spy = echoWidget({
      Component: ({ context }) => {
        signal = context.signal;
        return <p>spy</p>;
      },
    });
    const handle = mountWidget(
      el,
      { widget: 'html-text' },
      deps({ registry: { 'html-text': async () => ({ default: Spy }) } }),
    );
    await waitFor(() => expect(text(el)).toBe('spy'));
    handle.unmount();
    expect(signal?.aborted).toBe(true);
    expect(el.shadowRoot!.childNodes.length).toBe(0);
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBe(0);
  });
});

describe('embed runtime: problems the loader hands on', () => {
  it('invalid data-settings (options.error) show a translated error state without loading the chunk', async () => {
    const el = host();
    const loader = vi.fn(async () => ({ default: echoWidget() }));
    mountWidget(
      el,
      { widget: 'html-text', error: 'data-settings is not valid JSON' },
      deps({ registry: { 'html-text': loader } }),
    );
    await waitFor(() => expect(text(el)).toContain('This content is not set up correctly on this page'));
    expect(loader).not.toHaveBeenCalled();
  });
});
