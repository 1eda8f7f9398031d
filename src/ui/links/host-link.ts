/**
 * Links the host decides about (sessions, resources, speakers, channels, packages): the href comes from the mount's
 * link resolver (the host's `CongressPortal.on('link', fn)` hooks and the URL gate), and following one dispatches the
 * cancelable `congress-navigate` event on the mount element first, so a host can open it in its own router. The
 * link stays a real `<a href>`: crawlable, and modifier or middle clicks are left to the browser.
 */
import type { MouseEvent as ReactMouseEvent } from 'react';
import {
  resolveInScope,
  warnOncePerHook,
  type HostLinkKind,
  type LinkDetail,
  type LinkScope,
  type ResolvedLink,
} from '../../core/links/link-hook';
import { dispatchNavigate } from './navigate-event';

/** The props of a rendered host link. */
export interface HostLinkProps {
  href: string;
  onClick(event: ReactMouseEvent<HTMLAnchorElement>): void;
}

/** A list item's host link with the target of the settings' URL patterns. */
export interface HostItemLink extends HostLinkProps {
  target: string;
}

/** One warning per broken hook for the whole page (this module is one instance per page, in a shared chunk). */
const problem = warnOncePerHook((message) => console.warn(`[CongressPortal] ${message}`));

/**
 * A mount's link through the host's hooks and the URL gate (core `resolveInScope`); without a scope (unit tests) the
 * default URL passes as is.
 */
export function resolveHostLink(
  scope: LinkScope | undefined,
  link: Pick<LinkDetail, 'kind' | 'id' | 'url' | 'project'>,
): ResolvedLink | null {
  if (scope) return resolveInScope(scope, link, problem);
  return link.url === null ? null : { ...link, url: link.url, widget: '' };
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
