/**
 * One menu item as a link (footer sitemap): core `menuItemLink` decides the type; a default link names a route
 * (menus spell them in lower case: 'home', 'library'), a path is a portal path, an external URL opens as given.
 * Unknown route names and refused URLs show the text without a link (spec 3 §2: silently ignored).
 */
import type { ReactNode } from 'react';
import { menuItemLink } from '../../core/menus/link';
import type { MenuItem } from '../../core/types';
import { PATTERNS } from '../router/table';
import { Link } from '../router/context';
import { usePortal } from '../app-context';

/** The route table's name for a menu's route name, compared without case; null when there is none. */
export function routeNameOf(name: string): string | null {
  const wanted = name.toLowerCase();
  for (const known of PATTERNS.keys()) if (known.toLowerCase() === wanted) return known;
  return null;
}

export function MenuLink({ item, children }: { item: MenuItem; children?: ReactNode }) {
  const { t } = usePortal();
  const link = menuItemLink(item);
  const text = children ?? item.text;
  if (!link) return <span>{text}</span>;
  if (link.type === 'default') {
    const name = routeNameOf(link.name);
    return name ? <Link to={{ name, params: link.params }}>{text}</Link> : <span>{text}</span>;
  }
  if (link.type === 'path' && link.path.startsWith('/') && !link.path.startsWith('//')) {
    return <Link to={link.path} target={link.target ?? undefined}>{text}</Link>;
  }
  const href = link.type === 'external' ? link.href : link.path;
  return (
    <a href={href} target={link.target ?? undefined} rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}>
      {text}{link.target === '_blank' ? <span className="cp-visually-hidden"> {t('footer.newWindow')}</span> : null}
    </a>
  );
}
