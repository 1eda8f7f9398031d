import { describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, flush } from './fake-io';
import { harness, mountPoint, setUpLoaderPage } from './controller-harness';

setUpLoaderPage();

describe('lazy mounting: code and data load when a mount point nears the viewport', () => {
  it('observes with a rootMargin of one viewport and mounts only once the element intersects', async () => {
    const { api, load, latest } = harness();
    const el = mountPoint({ 'data-congress-widget': 'timetable', 'data-project': 'esc2026' });
    api.scan();
    const io = FakeIntersectionObserver.latest();
    expect(io.options?.rootMargin).toBe('100% 0px');
    expect(io.observed.has(el)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    io.fire(el, false);
    await flush();
    expect(load).not.toHaveBeenCalled();
    io.fire(el, true);
    await flush();
    expect(latest().mounts.map((m) => [m.el, m.options])).toEqual([
      [el, { widget: 'timetable', project: 'esc2026', name: 'default' }],
    ]);
    expect(io.observed.has(el)).toBe(false);
  });

  it('data-eager mounts at once', async () => {
    const { api, latest } = harness();
    const el = mountPoint({ 'data-congress-widget': 'liveplayer', 'data-eager': '' });
    api.scan();
    await flush();
    expect(latest().mounts[0].el).toBe(el);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('mounts at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { api, latest } = harness();
    mountPoint({ 'data-congress-widget': 'card' });
    api.scan();
    await flush();
    expect(latest().mounts).toHaveLength(1);
  });

  it('creates the runtime once with the loader parameters and the config promise', async () => {
    const { api, runtimes } = harness();
    mountPoint({ 'data-congress-widget': 'card', 'data-eager': '' });
    mountPoint({ 'data-congress-widget': 'html-text', 'data-eager': '' });
    api.scan();
    await flush();
    expect(runtimes).toHaveLength(1);
    expect(runtimes[0].mounts).toHaveLength(2);
    expect(runtimes[0].init).toMatchObject({
      apiBase: 'https://api.example.org',
      cdnBase: 'https://cdn.example.org/cdn/',
      client: 'demo',
      locale: 'de',
      nonce: 'n1',
      allowedOrigins: ['https://a.org'],
    });
    await expect(runtimes[0].init!.clientConfig).resolves.toBeNull();
  });
});

describe('MutationObserver: single-page hosts add and remove mount points', () => {
  it('picks up mount points added later and unmounts removed ones', async () => {
    const { api, latest } = harness();
    api.scan();
    const el = mountPoint({ 'data-congress-widget': 'html-text', 'data-eager': '' }, mountPoint({}));
    await flush();
    await flush();
    const rt = latest();
    expect(rt.mounts.map((m) => m.el)).toEqual([el]);
    el.parentElement!.remove();
    await flush();
    await flush();
    expect(rt.mounts[0].handle.unmount).toHaveBeenCalledOnce();
    expect(rt.destroy).toHaveBeenCalledOnce(); // the last mount is gone: the runtime's listeners go too
  });

  it('unmount(el) keeps a mount point unmounted: a later scan (an element removed elsewhere) leaves it, mount(el) mounts it', async () => {
    const { api, latest } = harness();
    api.scan();
    const kept = mountPoint({ 'data-congress-widget': 'html-text', 'data-eager': '' });
    const other = mountPoint({ 'data-congress-widget': 'html-text', 'data-eager': '' });
    await flush();
    await flush();
    const rt = latest();
    expect(rt.mounts.map((m) => m.el)).toEqual([kept, other]);
    api.unmount(kept);
    mountPoint({ class: 'news-ticker' }).remove(); // a removal: the observer scans the page
    await flush();
    await flush();
    api.scan(); // the public scan, too
    await flush();
    await flush();
    expect(rt.mounts.map((m) => m.el)).toEqual([kept, other]);
    expect(rt.mounts[0].handle.unmount).toHaveBeenCalledOnce();
    await api.mount(kept);
    expect(rt.mounts.map((m) => m.el)).toEqual([kept, other, kept]);
  });

  it('a mount point removed from the document and inserted again mounts again', async () => {
    const { api, runtimes } = harness();
    api.scan();
    const el = mountPoint({ 'data-congress-widget': 'html-text', 'data-eager': '' });
    await flush();
    await flush();
    el.remove();
    await flush();
    document.body.append(el);
    await flush();
    await flush();
    await flush();
    // The last mount gone, its runtime went too: the element mounts again on a new one.
    expect(runtimes.flatMap((rt) => rt.mounts.map((m) => m.el))).toEqual([el, el]);
  });

  it('host mutations without mount points cost no scan', async () => {
    const { api } = harness();
    api.scan();
    const scans = vi.spyOn(document, 'querySelectorAll');
    mountPoint({ class: 'news-ticker' }).append(document.createElement('span'));
    await flush();
    expect(scans).not.toHaveBeenCalled();
  });

  it('a mount point removed before it neared the viewport is never loaded', async () => {
    const { api, load } = harness();
    const el = mountPoint({ 'data-congress-widget': 'timetable' });
    api.scan();
    el.remove();
    await flush();
    expect(FakeIntersectionObserver.latest().observed.size).toBe(0);
    expect(FakeIntersectionObserver.latest().disconnected).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('CongressPortal.mount / unmount', () => {
  it('rejects a selector that matches nothing with the documented message', async () => {
    const { api } = harness();
    await expect(api.mount('#x')).rejects.toThrow('Container selector did not match any element: "#x"');
  });

  it.each([
    [null, 'null'],
    [42, 'number'],
    [{ nodeType: 3 }, 'object'],
  ])('warns about and rejects a target that is not an element (%s)', async (target, described) => {
    const { api } = harness();
    await expect(api.mount(target as never)).rejects.toThrow(TypeError);
    expect(console.warn).toHaveBeenCalledWith(
      `[CongressPortal] ${described} is not an element: mount() takes an element or a selector`,
    );
  });

  it('options override the element attributes; the handle updates and unmounts through the loader', async () => {
    const { api, latest } = harness();
    const el = mountPoint({
      id: 'box',
      'data-congress-widget': 'card',
      'data-project': 'a',
      'data-settings': '{"x":1}',
    });
    const handle = await api.mount('#box', { project: 'b', eager: true });
    const mounted = latest().mounts[0];
    expect(mounted).toMatchObject({
      el,
      options: { widget: 'card', project: 'b', name: 'default', settings: { x: 1 }, eager: true },
    });
    await handle.update({ y: 2 });
    expect(mounted.handle.update).toHaveBeenCalledWith({ y: 2 });
    handle.unmount();
    await flush();
    expect(mounted.handle.unmount).toHaveBeenCalledOnce();
    expect(latest().destroy).toHaveBeenCalledOnce(); // the handle's unmount counts: the last mount is gone
    handle.unmount();
    expect(mounted.handle.unmount).toHaveBeenCalledOnce();
  });

  it('a lazy mount() resolves once the element nears the viewport', async () => {
    const { api } = harness();
    const el = mountPoint({});
    let resolved = false;
    const pending = api.mount(el, { widget: 'card' }).then(() => {
      resolved = true;
    });
    await flush();
    expect(resolved).toBe(false);
    FakeIntersectionObserver.latest().fire(el);
    await pending;
    expect(resolved).toBe(true);
  });

  it('unmount() of a lazy mount rejects its promise and cancels the observation', async () => {
    const { api } = harness();
    const el = mountPoint({});
    const pending = api.mount(el, { widget: 'card' });
    api.unmount(el);
    await expect(pending).rejects.toThrow('was unmounted before it loaded');
    expect(FakeIntersectionObserver.latest().observed.has(el)).toBe(false);
  });

  it('mounting an element again replaces its previous mount on the same runtime', async () => {
    const { api, latest, runtimes } = harness();
    const el = mountPoint({});
    await api.mount(el, { widget: 'card', eager: true });
    await api.mount(el, { widget: 'html-text', eager: true });
    expect(latest().mounts[0].handle.unmount).toHaveBeenCalledOnce();
    expect(latest().mounts.at(-1)!.options.widget).toBe('html-text');
    expect(runtimes).toHaveLength(1);
  });

  it('{ portal: true } mounts the portal even on an element that names a widget', async () => {
    const { api, latest } = harness();
    const el = mountPoint({ 'data-congress-widget': 'card' });
    await api.mount(el, { portal: true, basePath: '/congress', eager: true });
    expect(latest().mounts[0].options).toMatchObject({ portal: true, basePath: '/congress' });
    expect(latest().mounts[0].options.widget).toBeUndefined();
  });
});

describe('invalid mount points: a warning naming the element, the problem handed to the runtime', () => {
  it.each([
    [
      'invalid JSON in data-settings',
      { 'data-congress-widget': 'timetable', 'data-settings': '{oops' },
      /^\[CongressPortal\] <div data-congress-widget="timetable">: data-settings is not valid JSON \(.+\)$/,
    ],
    [
      'a missing data-congress-widget value',
      { 'data-congress-widget': '' },
      /^\[CongressPortal\] <div data-congress-widget>: no widget name given/,
    ],
  ])('%s', async (_title, attrs, message) => {
    const { api, latest } = harness();
    mountPoint({ ...attrs, 'data-eager': '' });
    api.scan();
    await flush();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(message));
    expect(latest().mounts[0].options).toMatchObject({ error: expect.any(String) });
  });
});
