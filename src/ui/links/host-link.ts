/**
 * Links the host decides about (sessions, resources, speakers, channels, packages): the href is the default URL
 * through the URL gate, or what the host's `CongressPortal.on('link', fn)` hooks make of it, and following one
 * dispatches the cancelable `congress-navigate` event on the mount element first, so a host can open it in its own
 * router. The link stays a real `<a href>`: crawlable, and modifier or middle clicks are left to the browser.
 * The code that asks the hooks is a lazy chunk (./hook-resolver.ts), loaded once a mount has a hook: a page
 * without one renders its default links at once and never loads it; with one, the links render with their default
 * URL first and take the host's once it has arrived ({@link useHostLinks}).
 */
import { type MouseEvent as ReactMouseEvent, useEffect, useState } from 'react';
import {
  scopedDetail,
  type HostLinkKind,
  type LinkDetail,
  type LinkScope,
  type ResolvedLink,
} from '../../core/links/link-hook';
import { safeUrl } from '../../core/url/safe-url';
import { dispatchNavigate } from './navigate-event';

type Resolver = typeof import('./hook-resolver');
/** One per page (this module sits in a shared chunk): loaded once, for every mount. */
let resolver: Resolver | undefined;
let loading: Promise<Resolver> | undefined;

/** True when the scope has at least one host hook now. */
function hasHooks(scope: LinkScope | undefined): boolean {
  for (const _ of scope?.hooks?.() ?? []) return true;
  return false;
}

/**
 * Call in a component that renders host links: once the mount has a host hook, loads the code that asks it and
 * renders the component again, its links now the host's. True once that code is there (a dependency for memos).
 */
export function useHostLinks(scope: LinkScope | undefined): boolean {
  const need = !resolver && hasHooks(scope);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!need) return undefined;
    let live = true;
    (loading ??= import('./hook-resolver')).then(
      (loaded) => {
        resolver = loaded;
        if (live) setLoaded(true);
      },
      () => {
        loading = undefined; // the default links stay; the next render with a hook tries again
      },
    );
    return () => {
      live = false;
    };
  }, [need]);
  return resolver !== undefined;
}

/** The props of a rendered host link. */
export interface HostLinkProps {
  href: string;
  onClick(event: ReactMouseEvent<HTMLAnchorElement>): void;
}

/** A list item's host link with the target of the settings' URL patterns. */
export interface HostItemLink extends HostLinkProps {
  target: string;
}

/**
 * A mount's link: through the host's hooks and the URL gate once their code is there (./hook-resolver.ts), else the
 * default URL through the gate; without a scope (unit tests) the default URL passes as is.
 */
export function resolveHostLink(
  scope: LinkScope | undefined,
  link: Pick<LinkDetail, 'kind' | 'id' | 'url' | 'project'>,
): ResolvedLink | null {
  if (!scope) return link.url === null ? null : { ...link, url: link.url, widget: '' };
  if (resolver) return resolver.resolveWithHooks(scope, link);
  const url = link.url === null ? null : safeUrl(link.url);
  return url === null ? null : { ...scopedDetail(scope, link), url };
}

/** True for a click the browser should handle itself (new tab or window, download, another button). */
export function isModifiedClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A click handler for a host link: a plain left click asks the host first; cancelled, the browser does not follow
 * the link; else `follow` runs (the portal's router for its own routes) or, without one, the browser follows it.
 */
export function navigateOnClick(link: ResolvedLink, follow?: () => void) {
  return (event: ReactMouseEvent<HTMLAnchorElement>): void => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    if (dispatchNavigate(event.currentTarget, link)) {
      event.preventDefault();
      return;
    }
    if (follow) {
      event.preventDefault();
      follow();
    }
  };
}

/**
 * The href and click handler of a link of `kind` whose default URL is `url` (null: the settings give none, a host
 * hook may still give one). Without a scope (unit tests) the default URL passes as is.
 */
export function hostLinkProps(
  links: LinkScope | undefined,
  kind: HostLinkKind,
  id: unknown,
  url: string | null,
): HostLinkProps | null {
  const key = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : '';
  if (key === '') return url === null ? null : { href: url, onClick: () => undefined };
  const link = resolveHostLink(links, { kind, id: key, url });
  return link ? { href: link.url, onClick: navigateOnClick(link) } : null;
}
