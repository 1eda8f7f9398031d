import { describe, expect, it } from 'vitest';
import { flush } from './fake-io';
import { fakeRuntimeModule, harness, mountPoint, setUpLoaderPage } from './controller-harness';

setUpLoaderPage();

describe('spec 1 §8 runtime load failure: a clear state and a retry', () => {
  it('writes an accessible message with a retry button; the retry mounts', async () => {
    let attempt = 0;
    const { api, latest } = harness(() =>
      attempt++ === 0 ? Promise.reject(new Error('runtime.js did not load within 55 s')) : fakeRuntimeModule(),
    );
    const el = mountPoint({ 'data-congress-widget': 'card', 'data-eager': '' });
    const errors: unknown[] = [];
    api.on('error', (detail) => errors.push(detail));
    api.scan();
    await flush();
    const alert = el.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Dieser Inhalt konnte nicht geladen werden.'); // data-locale="de"
    expect(errors).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(
      '[CongressPortal] <div data-congress-widget="card">: runtime.js did not load within 55 s',
    );
    (alert.querySelector('button') as HTMLButtonElement).click();
    await flush();
    expect(el.querySelector('[role="alert"]')).toBeNull();
    expect(latest().mounts[0].el).toBe(el);
  });

  it('scan() retries failed mount points', async () => {
    let attempt = 0;
    const { api, latest } = harness(() =>
      attempt++ === 0 ? Promise.reject(new Error('offline')) : fakeRuntimeModule(),
    );
    const el = mountPoint({ 'data-congress-widget': 'card', 'data-eager': '' });
    api.scan();
    await flush();
    api.scan();
    await flush();
    expect(latest().mounts.map((m) => m.el)).toEqual([el]);
  });
});

describe('events, environments and destroy()', () => {
  it('on/off deliver runtime events; a throwing listener does not reach the host page', async () => {
    const { api, latest } = harness();
    mountPoint({ 'data-congress-widget': 'card', 'data-eager': '' });
    api.scan();
    await flush();
    const seen: unknown[] = [];
    const listener = (d: unknown) => seen.push(d);
    api.on('Widget.FilterChanged', () => {
      throw new Error('host bug');
    });
    api.on('Widget.FilterChanged', listener);
    expect(() => latest().init!.emit('Widget.FilterChanged', { a: 1 })).not.toThrow();
    api.off('Widget.FilterChanged', listener);
    latest().init!.emit('Widget.FilterChanged', { a: 2 });
    expect(seen).toEqual([{ a: 1 }]);
  });

  it('exposes version and env, and hands setEnv to the environment switch', () => {
    const { api, setEnv } = harness();
    expect([api.version, api.env]).toEqual(['1.2.3', 'production']);
    api.setEnv('staging');
    expect(setEnv).toHaveBeenCalledWith('staging');
  });

  it('destroy() unmounts everything, stops observing and removes the global', async () => {
    const { api, latest } = harness();
    mountPoint({ 'data-congress-widget': 'card', 'data-eager': '' });
    api.scan();
    await flush();
    const rt = latest();
    api.destroy();
    await flush();
    expect(rt.mounts[0].handle.unmount).toHaveBeenCalledOnce();
    expect(rt.destroy).toHaveBeenCalledOnce();
    expect(window.CongressPortal).toBeUndefined();
    mountPoint({ 'data-congress-widget': 'card', 'data-eager': '' });
    await flush();
    expect(rt.mounts).toHaveLength(1);
  });
});
