/**
 * The router as React context: the current location and route match, `navigate`, and `<Link>`, which
 * renders a real `<a href>` below the base path (open in a new tab, copy link and middle click keep
 * working) and turns a plain left click into a History-API navigation. It handles clicks on its own links
 * only — nothing is intercepted on the host page.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { PortalHistory, PortalLocation } from './history';
import type { RouteMatch } from './resolve';
import type { RouteTarget } from './routes';
import { pathFor } from './paths';
import { withStickyQuery } from './query';
import type { ResolvedLink } from '../../core/links/link-hook';
import { dispatchNavigate } from '../../ui/links/navigate-event';

export interface Router {
  history: PortalHistory;
  location: PortalLocation;
  match: RouteMatch;
  /**
   * A portal path ('/library?page=2') or a named route; sticky query keys travel along. `skipCapabilityCheckOnce`
   * (spec 1 §5): the access check of the page navigated to skips the capability check, once — for a page's own
   * query changes (filters, sort, paging) on the page that was just allowed.
   */
  navigate(to: string | RouteTarget, options?: { replace?: boolean; skipCapabilityCheckOnce?: boolean }): void;
  /** True once when the last navigation asked to skip the capability check of `path` (core `skipFlagApplies`). */
  takeSkipFlag(path: string): boolean;
  /** Host URL for a portal path or a named route; null for an unknown route name. */
  href(to: string | RouteTarget): string | null;
  /**
   * For a route that is a session, resource, speaker, channel or package link (core `routeLinkOf`): the link as the
   * host's link hooks decide it; null for any other route.
   */
  hostLink?(to: RouteTarget): ResolvedLink | null;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter must be used inside the portal (RouterContext.Provider)');
  return router;
}

/** Portal path + query of a target, sticky query keys added from the current location. */
export function targetLocation(to: string | RouteTarget, currentSearch: string): PortalLocation | null {
  let path: string | null;
  let search = '';
  let hash = '';
  if (typeof to === 'string') {
    const hashAt = to.indexOf('#');
    const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
    hash = hashAt >= 0 ? to.slice(hashAt) : '';
    const q = beforeHash.indexOf('?');
    path = q >= 0 ? beforeHash.slice(0, q) : beforeHash;
    search = q >= 0 ? beforeHash.slice(q + 1) : '';
  } else {
    path = pathFor(to.name, to.params);
    search = new URLSearchParams(to.query ?? {}).toString();
  }
  if (path === null || !path.startsWith('/')) return null;
  return { path, search: withStickyQuery(search, currentSearch), hash };
}

/** True for a click the browser should handle itself (new tab/window, download, other buttons). */
export function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string | RouteTarget;
  children?: ReactNode;
}

export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const router = useRouter();
  const own = router.href(to);
  // The host may send a session, resource, speaker, channel or package link elsewhere, or into its own router.
  const host = typeof to === 'string' ? null : (router.hostLink?.(to) ?? null);
  const href = host ? host.url : own;
  if (href === null) return <span {...(rest as Record<string, unknown>)}>{children}</span>;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (isModifiedClick(event) || (target && target !== '_self')) return;
        if (host && dispatchNavigate(event.currentTarget, host)) {
          event.preventDefault();
          return;
        }
        // A link the host rewrote leads out of the portal's routes: the browser follows it.
        if (host && host.url !== own) return;
        event.preventDefault();
        router.navigate(to);
      }}
    >
      {children}
    </a>
  );
}
