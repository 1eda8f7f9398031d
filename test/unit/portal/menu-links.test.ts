import { describe, expect, it, vi } from 'vitest';
import { createMenuLinkResolver } from '../../../src/portal/header/menu-links';
import type { MenuItem } from '../../../src/core/types';

const item = (over: Partial<MenuItem>): MenuItem => ({ id: 1, text: 'Item', position: 'header', ...over }) as MenuItem;

describe('spec 3 §2 Main navigation: bad menu params and unknown routes are ignored and logged once (spec 1 §8 navigation failures logged only)', () => {
  it('resolves default links against the route table: named route + JSON params', () => {
    const resolve = createMenuLinkResolver(vi.fn());
    expect(resolve(item({ link: 'ProjectLibrary', params: '{"project":"dmc2026"}' }))).toEqual({
      kind: 'portal',
      path: '/dmc2026/library',
      problem: null,
    });
    expect(resolve(item({ link: 'Page', params: '{"slug":"imprint"}' }))).toEqual({
      kind: 'portal',
      path: '/pages/imprint',
      problem: null,
    });
  });

  it('logs each problem once per item, however often the item is resolved', () => {
    const warn = vi.fn();
    const resolve = createMenuLinkResolver(warn);
    const bad = item({ id: 7, text: 'All', link: 'Library', params: '{not json' });
    const unknown = item({ id: 8, text: 'Gone', link: 'no-such-route' });
    for (let i = 0; i < 5; i += 1) {
      expect(resolve(bad)).toEqual({ kind: 'portal', path: '/library', problem: 'bad-params' });
      expect(resolve(unknown)).toEqual({ kind: 'none', problem: 'unknown-route' });
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('"All" (id 7');
    expect(warn.mock.calls[1][0]).toContain('names no route');
  });

  it('a new resolver (a new portal mount) logs again; good items never log', () => {
    const warn = vi.fn();
    createMenuLinkResolver(warn)(item({ link: 'nowhere' }));
    createMenuLinkResolver(warn)(item({ link: 'nowhere' }));
    createMenuLinkResolver(warn)(item({ link: 'Home' }));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
