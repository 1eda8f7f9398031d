/**
 * The portal as a guest in the host's history (issue 10 item 2): URLs change only below the base path, the
 * host's entries are never replaced, the only global listener is popstate and it goes on dispose.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalHistory } from '../../../src/portal/router/history';

const go = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => {
  go('/');
  vi.restoreAllMocks();
});

describe('portal history on the History API', () => {
  it('reads the portal path below the base path, query and hash included', () => {
    go('/congress/dmc2026/library?page=2#top');
    const history = createPortalHistory(window, '/congress');
    expect(history.location()).toEqual({ path: '/dmc2026/library', search: '?page=2', hash: '#top' });
    history.dispose();
  });

  it('outside the base path it shows Home and a redirect never rewrites the host entry', () => {
    go('/index.html?host=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    const history = createPortalHistory(window, '/congress');
    expect(history.location()).toEqual({ path: '/', search: '', hash: '' });
    history.replace({ path: '/library/congressresources', search: '', hash: '' });
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/index.html?host=1');
    expect(history.location().path).toBe('/library/congressresources');
    history.dispose();
  });

  it('a navigation pushes one entry below the base path; a redirect inside replaces only its own entry', () => {
    go('/index.html');
    const push = vi.spyOn(window.history, 'pushState');
    const history = createPortalHistory(window, '/congress');
    history.push({ path: '/favourites', search: '?fakenow=1', hash: '' });
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search).toBe('/congress/favourites?fakenow=1');
    history.replace({ path: '/page-not-found', search: '', hash: '' });
    expect(window.location.pathname).toBe('/congress/page-not-found');
    expect(window.history.state).toEqual({ congressPortal: 1 });
    history.dispose();
  });

  it('back and forward (popstate) update the location and notify; dispose removes the only listener', () => {
    go('/congress/privacy');
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const history = createPortalHistory(window, '/congress');
    expect(add.mock.calls.map((c) => c[0])).toEqual(['popstate']);
    const seen: string[] = [];
    history.subscribe(() => seen.push(history.location().path));
    go('/congress/accessibility');
    window.dispatchEvent(new PopStateEvent('popstate'));
    go('/elsewhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['/accessibility', '/']);
    history.dispose();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(['popstate']);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toHaveLength(2);
  });

  it('hrefs are host URLs below the base path', () => {
    const history = createPortalHistory(window, '/congress');
    expect(history.href('/dmc2026', '?hidden=')).toBe('/congress/dmc2026?hidden=');
    history.dispose();
  });
});
