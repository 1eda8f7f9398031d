/**
 * Menu item links for the header, the main navigation and (later) the footer: core `resolveMenuLink` against
 * the route table; every problem (params that are not JSON, an unknown route, a refused URL, a bad link type)
 * is logged once per item and mount, and the item is left without a link (spec 1 §8 "Navigation failures:
 * logged only").
 */
import type { ReactNode } from 'react';
import type { MenuItem } from '../../core/types';
import { resolveMenuLink, type ResolvedMenuLink } from '../../core/menus/navigation';
import { isRouteName, pathFor } from '../router/paths';
import { Link } from '../router/context';
import { usePortal } from '../app-context';
import { Icon } from '../../ui/Icon';
import { EXTERNAL } from './icons';

export type MenuLinkResolver = (item: MenuItem) => ResolvedMenuLink;

const WHY: Record<string, string> = {
  'bad-params': 'its params are not a JSON object; they are ignored',
  'unknown-route': "it names no route of the portal (or lacks the route's parameters); it is left out",
  'refused-url': 'its URL was refused by the URL gate; it is left out',
  'bad-type': 'its link_type is not default, path or external; it is left out',
};

/** A resolver that logs each item's problem once (per resolver: make one per portal mount). */
export function createMenuLinkResolver(warn: (message: string) => void = (m) => console.warn(m)): MenuLinkResolver {
  const logged = new Set<string>();
  return (item) => {
    const link = resolveMenuLink(item, (name, params) => (isRouteName(name) ? pathFor(name, params) : null));
    if (link.problem) {
      const key = `${String(item.id)}|${link.problem}`;
      if (!logged.has(key)) {
        logged.add(key);
        warn(
          `[CongressPortal] menu item "${item.text}" (id ${String(item.id)}, link "${String(item.link)}"): ${WHY[link.problem]}.`,
        );
      }
    }
    return link;
  };
}

export interface MenuLinkProps {
  link: ResolvedMenuLink;
  className?: string;
  children: ReactNode;
  onNavigate?(): void;
  current?: boolean;
  /** Keyboard level of the entry (see nav-keys.ts). */
  level?: string;
}

/** The item's link: a router link, a plain link (new tab when asked, said to screen readers), or nothing. */
export function MenuLink({ link, className, children, onNavigate, current, level }: MenuLinkProps) {
  const { t } = usePortal();
  const data = level ? { 'data-nav-level': level } : {};
  if (link.kind === 'portal') {
    return (
      <Link
        to={link.path}
        className={className}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        {...data}
      >
        {children}
      </Link>
    );
  }
  if (link.kind === 'href') {
    return (
      <a
        href={link.href}
        className={className}
        onClick={onNavigate}
        {...data}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {link.newTab ? (
          <>
            <Icon path={EXTERNAL} size={14} />
            <span className="cp-visually-hidden"> {t('nav.newTab')}</span>
          </>
        ) : null}
      </a>
    );
  }
  return null;
}
