/**
 * The portal's history on the History API, as a guest in the host's page (shared/ARCHITECTURE.md "The
 * portal: a guest in someone else's page"):
 * - it writes URLs only below the base path: `pushState` for a navigation inside the portal;
 *   `replaceState` (redirects, stripping sign-in tokens) only while the current entry is already a portal
 *   URL — on a host page outside the base path the portal keeps its location in memory instead;
 * - it never patches `history.pushState`/`replaceState` and never listens to clicks outside its own links;
 * - its only global listener is `popstate`, removed by `dispose()`.
 */
import { hostUrlOf, portalPathOf } from './base-path';

export interface PortalLocation {
  /** Portal path, e.g. '/dmc2026/library/events'. */
  path: string;
  /** '' or '?a=b'. */
  search: string;
  hash: string;
}

export interface PortalHistory {
  readonly basePath: string;
  location(): PortalLocation;
  /** Host URL of a portal path (for `href`s). */
  href(path: string, search?: string, hash?: string): string;
  push(location: PortalLocation): void;
  replace(location: PortalLocation): void;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** Marks our own entries (host routers that read `history.state` can tell them apart). */
const STATE = { congressPortal: 1 } as const;

export function createPortalHistory(win: Window, basePath: string): PortalHistory {
  const listeners = new Set<() => void>();
  const read = (): { loc: PortalLocation; inside: boolean } => {
    const path = portalPathOf(win.location.pathname, basePath);
    return path === null
      ? { loc: { path: '/', search: '', hash: '' }, inside: false }
      : { loc: { path, search: win.location.search, hash: win.location.hash }, inside: true };
  };
  let current = read();
  const notify = () => listeners.forEach((l) => l());
  const onPopState = () => {
    current = read();
    notify();
  };
  win.addEventListener('popstate', onPopState);
  const href = (path: string, search = '', hash = '') => hostUrlOf(basePath, path, search, hash);

  return {
    basePath,
    location: () => current.loc,
    href,
    push(loc) {
      win.history.pushState(STATE, '', href(loc.path, loc.search, loc.hash));
      current = { loc, inside: true };
      notify();
    },
    replace(loc) {
      if (current.inside) win.history.replaceState(STATE, '', href(loc.path, loc.search, loc.hash));
      current = { loc, inside: current.inside };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      win.removeEventListener('popstate', onPopState);
      listeners.clear();
    },
  };
}
