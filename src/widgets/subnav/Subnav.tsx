/**
 * Subnav (spec 3 §2 Main navigation "Subnav (in page widgets)", §9): three levels of menu items (core
 * `subnavTree`), always open below 1024 px; from 1024 px a button toggles it and Esc closes it (focus back on the
 * button). Links go through core `resolveMenuLink` (the URL gate; named portal routes resolve only inside the
 * portal, else the item is plain text); the current page's link carries aria-current.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { SUBNAV_BREAKPOINT_PX } from '../../core/constants';
import { resolveMenuLink } from '../../core/menus/navigation';
import { subnavOpen, subnavTree } from '../../core/menus/subnav';
import type { MenuItem } from '../../core/types';
import type { SubnavSettings } from './settings';

const noRoute = () => null;

function Items({ items, level }: { items: MenuItem[]; level: number }) {
  return (
    <ul className={`cp-subnav__list cp-subnav__list--${level}`}>
      {items.map((item, i) => {
        const link = resolveMenuLink(item, noRoute);
        const href = link.kind === 'portal' ? link.path : link.kind === 'href' ? link.href : null;
        const current = href !== null && typeof location !== 'undefined' && href === location.pathname;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: menu items have no id; the menu is fixed per mount
          <li key={`${i}-${item.text}`}>
            {href !== null ? (
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                {...(link.kind === 'href' && link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.text}
              </a>
            ) : (
              <span>{item.text}</span>
            )}
            {item.childItems?.length ? <Items items={item.childItems} level={level + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

const wide = () => typeof matchMedia === 'function' && matchMedia(`(min-width: ${SUBNAV_BREAKPOINT_PX}px)`).matches;

export function Subnav({ settings, context }: WidgetProps<SubnavSettings>) {
  const { t } = context;
  const tree = useMemo(() => subnavTree(settings.items), [settings.items]);
  const [width, setWidth] = useState(() => (wide() ? SUBNAV_BREAKPOINT_PX : 0));
  const [toggled, setToggled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const query = matchMedia(`(min-width: ${SUBNAV_BREAKPOINT_PX}px)`);
    const update = () => setWidth(query.matches ? SUBNAV_BREAKPOINT_PX : 0);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const open = subnavOpen(width, toggled);
  const toggles = width >= SUBNAV_BREAKPOINT_PX;
  const title = typeof settings.title === 'string' && settings.title.trim() ? settings.title.trim() : t('subnav.label');
  const classes = ['cp-subnav', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  if (!tree.length) return <p className="cp-subnav__none">{t('subnav.empty')}</p>;
  const onKeyDown = (e: { key: string }) => {
    if (e.key === 'Escape' && toggles && toggled) {
      setToggled(false);
      button.current?.focus();
    }
  };
  return (
    <nav className={classes} aria-label={title} onKeyDown={onKeyDown}>
      {toggles ? (
        <button
          ref={button}
          type="button"
          className="cp-subnav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setToggled((v) => !v)}
        >
          {title}
          <span aria-hidden="true" className="cp-subnav__chevron">
            {open ? '▴' : '▾'}
          </span>
        </button>
      ) : null}
      <div id={listId} hidden={!open}>
        <Items items={tree} level={1} />
      </div>
    </nav>
  );
}
