import { describe, expect, it, vi } from 'vitest';
import { preloadWidget } from '../../../loader/preload';
import { FakeIntersectionObserver, flush } from './fake-io';
import { harness, mountPoint, setUpLoaderPage } from './controller-harness';

const CDN = 'https://cdn.example.org/cdn/';

describe("issue 8 item 11: the loader core requests a built widget's chunk alongside the runtime", () => {
  it('imports widgets/<name>.js below the CDN base for a widget the build made', () => {
    const importModule = vi.fn(() => Promise.resolve({}));
    preloadWidget(CDN, 'timetable', importModule, ['html-text', 'timetable']);
    expect(importModule).toHaveBeenCalledWith(`${CDN}widgets/timetable.js`);
  });

  it("requests the `shared` chunk with every widget chunk but html-text's (the only one that does not import it)", () => {
    const importModule = vi.fn(() => Promise.resolve({}));
    preloadWidget(CDN, 'timetable', importModule, ['html-text', 'timetable'], 'chunks/shared-abc.js');
    expect(importModule.mock.calls).toEqual([[`${CDN}widgets/timetable.js`], [`${CDN}chunks/shared-abc.js`]]);
    importModule.mockClear();
    preloadWidget(CDN, 'html-text', importModule, ['html-text', 'timetable'], 'chunks/shared-abc.js');
    expect(importModule.mock.calls).toEqual([[`${CDN}widgets/html-text.js`]]);
  });

  it('requests nothing for a name the build did not make (no failed request next to the warning)', () => {
    const importModule = vi.fn(() => Promise.resolve({}));
    preloadWidget(CDN, 'timetabel', importModule, ['timetable']);
    preloadWidget(CDN, 'constructor', importModule, ['timetable']);
    expect(importModule).not.toHaveBeenCalled();
  });

  it("swallows a failed import: the runtime's own import of the chunk reports it", async () => {
    const failure = Promise.reject(new Error('offline'));
    preloadWidget(CDN, 'timetable', () => failure, ['timetable']);
    await expect(failure).rejects.toThrow('offline');
  });
});

describe('issue 8 item 11: the controller preloads when a mount starts loading, not before', () => {
  setUpLoaderPage();

  it('an eager widget at once, a lazy one once it nears the viewport, the portal never', async () => {
    const { api, preload } = harness();
    mountPoint({ 'data-congress-widget': 'timetable', 'data-eager': '' });
    const lazy = mountPoint({ 'data-congress-widget': 'html-text' });
    mountPoint({ 'data-congress-portal': '', 'data-eager': '' });
    api.scan();
    await flush();
    expect(preload.mock.calls).toEqual([['timetable']]);
    FakeIntersectionObserver.latest().fire(lazy, true);
    await flush();
    expect(preload.mock.calls).toEqual([['timetable'], ['html-text']]);
  });
});
