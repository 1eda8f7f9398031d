import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../../loader/boot';
import type { CoreInit } from '../../../loader/core-api';
import { flush } from './fake-io';

const CDN = 'https://cdn.example.org/sdk/cdn/';

function loaderTag(attrs: Record<string, string> = {}): void {
  const el = document.createElement('script');
  el.type = 'text/x-not-executed'; // happy-dom would try to fetch it
  el.setAttribute('src', 'https://cdn.example.org/sdk/loader.js');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.head.append(el);
}

function mountPoint(): HTMLElement {
  const div = document.createElement('div');
  div.setAttribute('data-congress-widget', 'html-text');
  document.body.append(div);
  return div;
}

/** Deps whose imports answer from `modules` (a function per attempt lets a test fail the first one). */
function deps(answer: (url: string) => Promise<unknown>) {
  const startCore = vi.fn((init: CoreInit) => init);
  const importModule = vi.fn((url: string) =>
    answer(url).then((m) => (url.includes('loader-core') ? { startCore, ...(m as object) } : m)),
  );
  return { d: importModule, importModule, startCore };
}

const win = window as Window & typeof globalThis;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete window.CongressPortal;
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loader.js start-up', () => {
  it('with a mount point on the page, imports the runtime and the loader core in parallel at load', async () => {
    loaderTag({ 'data-client': 'esc' });
    mountPoint();
    const { d, importModule, startCore } = deps(async () => ({}));
    boot(win, d);
    expect(importModule.mock.calls.map(([url]) => url)).toEqual([`${CDN}runtime.js`, `${CDN}loader-core.js`]);
    await flush();
    const init = startCore.mock.calls[0][0];
    expect(init.script?.dataset.client).toBe('esc');
    expect(init.stub).toBe(window.CongressPortal);
    expect(init.stub.version).toBe('dev');
  });

  it('without mount points, loads nothing until one is added (single-page hosts)', async () => {
    loaderTag();
    const { d, importModule } = deps(async () => ({}));
    boot(win, d);
    await flush();
    expect(importModule).not.toHaveBeenCalled();
    mountPoint();
    await flush();
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('a call queued before the loader arrived starts loading even without mount points', () => {
    loaderTag();
    window.CongressPortal = { q: [['on', ['ready', () => undefined]]] } as never;
    const { d, importModule } = deps(async () => ({}));
    boot(win, d);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('a call on the stand-in starts loading', () => {
    loaderTag();
    const { d, importModule } = deps(async () => ({}));
    boot(win, d);
    void window.CongressPortal!.mount('#later', { widget: 'card' });
    expect(importModule).toHaveBeenCalledTimes(2);
    expect((window.CongressPortal as unknown as { q: unknown[] }).q).toHaveLength(1);
  });

  it('sets version on the stand-in at once', () => {
    loaderTag();
    boot(win, deps(async () => ({})).d);
    expect(window.CongressPortal!.version).toBe('dev');
  });
});

describe('a second copy of the loader on the page does nothing', () => {
  it('is silent when its parameters are the same', () => {
    loaderTag({ 'data-client': 'esc' });
    mountPoint();
    const first = deps(async () => ({}));
    boot(win, first.d);
    const installed = window.CongressPortal;
    const second = deps(async () => ({}));
    boot(win, second.d);
    expect(second.importModule).not.toHaveBeenCalled();
    expect(window.CongressPortal).toBe(installed);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('warns when its parameters differ', () => {
    loaderTag({ 'data-client': 'esc' });
    boot(win, deps(async () => ({})).d);
    document.head.replaceChildren();
    loaderTag({ 'data-client': 'other' });
    boot(win, deps(async () => ({})).d);
    expect(console.warn).toHaveBeenCalledWith('[CongressPortal] a second loader.js with other parameters is ignored');
  });
});

describe('spec 1 §8 the loader core and the runtime fail after 55 s, with a retry', () => {
  it('a timeout shows an accessible message in every mount point; the retry imports ?retry=1', async () => {
    vi.useFakeTimers();
    loaderTag();
    const el = mountPoint();
    let attempt = 0;
    const { d, importModule, startCore } = deps((url) =>
      attempt++ < 2 ? new Promise(() => undefined) : Promise.resolve({ url }),
    );
    boot(win, d);
    await vi.advanceTimersByTimeAsync(54_999);
    expect(el.querySelector('[role="alert"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const alert = el.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('This content could not be loaded.');
    expect(console.warn).toHaveBeenCalledWith('[CongressPortal] loader-core.js did not load within 55 s');
    (alert.querySelector('button') as HTMLButtonElement).click();
    expect(el.querySelector('[role="alert"]')).toBeNull();
    expect(importModule.mock.calls.slice(2).map(([url]) => url)).toEqual([
      `${CDN}runtime.js?retry=1`,
      `${CDN}loader-core.js?retry=1`,
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(startCore).toHaveBeenCalledOnce();
    await expect(startCore.mock.calls[0][0].importCdn('runtime.js')).resolves.toEqual({
      url: `${CDN}runtime.js?retry=1`,
    });
  });

  it('a failed runtime import is imported again on the next request', async () => {
    loaderTag();
    mountPoint();
    let attempt = 0;
    const { d, startCore } = deps((url) =>
      url.includes('runtime') && attempt++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve({ url }),
    );
    boot(win, d);
    await flush();
    const init = startCore.mock.calls[0][0];
    await expect(init.importCdn('runtime.js')).resolves.toEqual({ url: `${CDN}runtime.js?retry=1` });
  });
});
