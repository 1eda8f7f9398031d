import { Window as HappyWindow } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../../../loader/elements';
import { settingsOnlyChange } from '../../../loader/element-link';
import type { CongressElement } from '../../../src/embed/element-api';
import { FakeIntersectionObserver, flush } from './fake-io';
import { harness, setUpLoaderPage } from './controller-harness';

const win = window as Window & typeof globalThis;

setUpLoaderPage(() => defineElements(win, () => undefined));

function element(attrs: Record<string, string>, tag = 'congress-widget'): CongressElement {
  const el = document.createElement(tag) as CongressElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

describe('issue 29 custom elements: defined by loader.js, managed by the loader core', () => {
  it('defining twice (a second loader.js) does not throw and keeps the first definition', () => {
    const first = customElements.get('congress-widget');
    expect(() => defineElements(win, () => undefined)).not.toThrow();
    expect(customElements.get('congress-widget')).toBe(first);
    expect(customElements.get('congress-portal')).not.toBe(first);
  });

  it('the first element connected anywhere, also inside a shadow root the page watcher cannot see, starts the loader', () => {
    // A window of its own: the shared registry keeps the definition of the first test.
    const own = new HappyWindow() as unknown as Window & typeof globalThis;
    const start = vi.fn();
    defineElements(own, start);
    const host = own.document.createElement('div');
    own.document.body.append(host);
    host.attachShadow({ mode: 'open' }).append(own.document.createElement('congress-widget'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('an element mounts with its attributes as options, and `ready` resolves with the handle', async () => {
    const { api, latest } = harness();
    const el = element({ widget: 'html-text', project: 'p', eager: '' });
    api.scan();
    await flush();
    expect(latest().mounts[0].options).toMatchObject({ widget: 'html-text', project: 'p', name: 'default' });
    expect(typeof (await el.ready).update).toBe('function');
  });

  it('an attribute set to the value it has changes nothing (no update, no new mount)', async () => {
    const { api, latest } = harness();
    const el = element({ widget: 'html-text', project: 'p', eager: '', settings: '{"html":"a"}' });
    api.scan();
    await flush();
    await el.ready;
    el.setAttribute('project', 'p');
    el.setAttribute('settings', '{"html":"a"}');
    await flush();
    const [mount] = latest().mounts;
    expect(mount.handle.update).not.toHaveBeenCalled();
    expect(latest().mounts).toHaveLength(1);
  });

  it('a changed settings attribute or property updates the mounted widget in place', async () => {
    const { api, latest } = harness();
    const el = element({ widget: 'html-text', eager: '', settings: '{"html":"a"}' });
    api.scan();
    await flush();
    el.setAttribute('settings', '{"html":"b"}');
    await flush();
    const [mount] = latest().mounts;
    expect(mount.handle.update).toHaveBeenCalledWith({ html: 'b' });
    el.settings = { html: 'c' };
    await flush();
    expect(mount.handle.update).toHaveBeenLastCalledWith({ html: 'c' });
    expect(latest().mounts).toHaveLength(1);
  });

  it('another project mounts anew in the same element; `ready` follows the new mount', async () => {
    const { api, latest } = harness();
    const el = element({ widget: 'html-text', project: 'a', eager: '' });
    api.scan();
    await flush();
    el.setAttribute('project', 'b');
    await flush();
    const mounts = latest().mounts;
    expect(mounts).toHaveLength(2);
    expect(mounts[0].handle.unmount).toHaveBeenCalled();
    expect(mounts[1].options.project).toBe('b');
    expect(await el.ready).toBeTruthy();
  });

  it('a waiting (lazy) element takes new attributes without mounting', async () => {
    const { api, latest } = harness();
    const el = element({ widget: 'html-text', project: 'a' });
    api.scan();
    el.setAttribute('project', 'b');
    await flush();
    FakeIntersectionObserver.latest().fire(el);
    await flush();
    expect(latest().mounts.map((m) => m.options.project)).toEqual(['b']);
  });

  it('issue 29 bad input: an unknown attribute is one warning naming the element and the attribute, and the mount shows the error state', async () => {
    const { api, latest } = harness();
    element({ widget: 'html-text', projekt: 'p', eager: '' });
    api.scan();
    await flush();
    expect(console.warn).toHaveBeenCalledOnce();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[CongressPortal\] <congress-widget widget="html-text">: unknown attribute "projekt"/),
    );
    // The element's chunk read the element before its mount started: the first mount carries the problem.
    expect(latest().mounts).toHaveLength(1);
    expect(latest().mounts[0].options.error).toMatch(/^unknown attribute "projekt"/);
  });

  it('a settings property set before the element was defined still reaches the widget', async () => {
    const { api, latest } = harness();
    const widget = element({ widget: 'html-text', eager: '' });
    Object.defineProperty(widget, 'settings', { value: { html: 'own' }, writable: true, configurable: true });
    api.scan();
    await flush();
    expect(latest().mounts[0].options.settings).toEqual({ html: 'own' });
  });
});

describe('issue 29: which changes the mounted widget takes in place', () => {
  it.each([
    [
      'new values for the same settings',
      { widget: 'a', settings: { x: 1 } },
      { widget: 'a', settings: { x: 2 } },
      true,
    ],
    ['an added setting', { widget: 'a', settings: { x: 1 } }, { widget: 'a', settings: { x: 1, y: 2 } }, true],
    ['a removed setting', { widget: 'a', settings: { x: 1, y: 2 } }, { widget: 'a', settings: { x: 1 } }, false],
    ['another project', { widget: 'a', project: 'p' }, { widget: 'a', project: 'q' }, false],
  ])('%s: %s', (_title, before, after, inPlace) => {
    expect(settingsOnlyChange(before, after)).toBe(inPlace);
  });
});
