import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { cachedLibrary, forgetLibrarySearches, searchLibrary } from '../../../src/portal/library/data';
import { useAsync } from '../../../src/portal/data/use-async';
import { listChangeOf, type LibraryChange } from '../../../src/core/library/library-query';
import { resetsPaging } from '../../../src/core/library/paging';
import type { ApiClient } from '../../../src/api/types';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function fakeApi() {
  let n = 0;
  const get = vi.fn(async () => ({ hits: [{ _id: String(++n), _type: 'cr', _source: { id: n } }], counts: { cr: n } }));
  return { api: { base: 'http://api', client: 'demo', get } as unknown as ApiClient, get };
}
const signal = new AbortController().signal;

describe('spec 1 §9 "search cache 10 s": a listing answer is kept 10 s', () => {
  it('the same parameters within 10 s are answered from the cache; after 10 s they are not', async () => {
    vi.useFakeTimers({ now: 0 });
    const { api } = fakeApi();
    const params = { type: 'cr', page: '2' };
    expect(cachedLibrary(api, params)).toBeUndefined();
    const first = await searchLibrary(api, params, signal);
    vi.setSystemTime(9_999);
    expect(cachedLibrary(api, { type: 'cr', page: '2' })).toBe(first);
    expect(cachedLibrary(api, { type: 'cr', page: '3' })).toBeUndefined();
    vi.setSystemTime(10_000);
    expect(cachedLibrary(api, params)).toBeUndefined();
  });
});

describe('spec 2 §4 "changing sort, filter or content type clears the cached search key and resets paging to 1"', () => {
  it.each<[LibraryChange, boolean]>([
    [{ kind: 'sort', field: 'title' }, true],
    [{ kind: 'filter', filter: { field: 'topics', value: 'A' } }, true],
    [{ kind: 'contenttype' }, true],
    [{ kind: 'clear-filters' }, true],
    [{ kind: 'page', page: 2 }, false],
    [{ kind: 'view', view: 'list' }, false],
    [{ kind: 'slide', id: '4' }, false],
  ])('%o clears the kept answers: %s', async (change, clears) => {
    const { api } = fakeApi();
    await searchLibrary(api, { type: 'cr' }, signal);
    if (resetsPaging(listChangeOf(change))) forgetLibrarySearches(api);
    expect(cachedLibrary(api, { type: 'cr' }) === undefined).toBe(clears);
  });
  it("the kept answers are per API client: clearing one client keeps the other's", async () => {
    const a = fakeApi().api;
    const b = fakeApi().api;
    await searchLibrary(a, { type: 'cr' }, signal);
    await searchLibrary(b, { type: 'cr' }, signal);
    forgetLibrarySearches(a);
    expect(cachedLibrary(a, { type: 'cr' })).toBeUndefined();
    expect(cachedLibrary(b, { type: 'cr' })).toBeDefined();
  });
});

describe('useAsync with a kept value: shown at once, no load', () => {
  function Probe({ k, load, kept }: { k: string; load: () => Promise<string>; kept: () => string | undefined }) {
    const state = useAsync(k, load, kept);
    return <p>{state.status === 'done' ? state.value : state.status}</p>;
  }
  it('a kept value renders in the first render and nothing is loaded; without one the load runs', async () => {
    const load = vi.fn(async () => 'loaded');
    const kept = new Map([['a', 'kept a']]);
    const view = render(<Probe k="a" load={load} kept={() => kept.get('a')} />);
    expect(view.container.textContent).toBe('kept a');
    await act(async () => {
      view.rerender(<Probe k="b" load={load} kept={() => kept.get('b')} />);
    });
    expect(view.container.textContent).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      view.rerender(<Probe k="a" load={load} kept={() => kept.get('a')} />);
    });
    expect(view.container.textContent).toBe('kept a');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
