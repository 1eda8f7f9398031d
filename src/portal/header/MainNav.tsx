/**
 * The main navigation as an inline bar (spec 3 §2 Main navigation, from 1000 px): left and right items; a
 * dropdown opens a level-2 flyout whose entries may open level-3 flyouts; a spotlights item opens a mega menu
 * with the items' images. Flyouts open on click, on Down/Enter/Space and on mouse hover, and close 100 ms
 * after the mouse leaves (FLYOUT_CLOSE_DELAY_MS), on Escape (focus back to the opener), on an outside click
 * and when focus leaves them. Left/Right move along the bar, Up/Down inside a flyout (WAI-ARIA disclosure
 * navigation: buttons with aria-expanded, plain links, no menu roles).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type FocusEvent } from 'react';
import type { MenuItem } from '../../core/types';
import { menuNavType } from '../../core/menus/navigation';
import { FLYOUT_CLOSE_DELAY_MS } from '../../core/constants';
import { usePortal } from '../app-context';
import { Flyout } from './Flyout';
import { MenuLink } from './menu-links';
import { OPEN_ROOT_ATTRIBUTE, type HeaderPanels } from './use-header-panels';
import { focusFirstOf, moveWithinLevel } from './nav-keys';
import { Icon } from '../../ui/Icon';
import { DOWN, RIGHT } from './icons';
// Imported last: rollup emits modules in import order, and this order keeps the portal chunk's gzip size.
import { MegaPanel } from './MegaPanel';
import { panelItems, type NavData } from './nav-data';

const ROOT = { [OPEN_ROOT_ATTRIBUTE]: '' };

export function MainNav({ nav, panels }: { nav: NavData; panels: HeaderPanels }) {
  const { t } = usePortal();
  const ref = useRef<HTMLElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).dataset?.navLevel !== 'top') return;
    if (moveWithinLevel(ref.current!, 'top', event.key, true)) event.preventDefault();
  };
  const items = (list: MenuItem[], side: 'left' | 'right') =>
    list.map((item) => <TopItem key={String(item.id)} item={item} side={side} nav={nav} panels={panels} bar={ref} />);
  return (
    <nav ref={ref} className="cp-nav" aria-label={t('nav.main')} onKeyDown={onKeyDown}>
      <ul className="cp-nav__list">{items(nav.left, 'left')}</ul>
      {nav.right.length ? <ul className="cp-nav__list cp-nav__list--right">{items(nav.right, 'right')}</ul> : null}
    </nav>
  );
}

/** Hover open and delayed close for mouse pointers (touch and pen use clicks). */
function useHover(open: () => void, close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      open();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(close, FLYOUT_CLOSE_DELAY_MS);
    },
  };
}

function TopItem({
  item,
  side,
  nav,
  panels,
  bar,
}: {
  item: MenuItem;
  side: 'left' | 'right';
  nav: NavData;
  panels: HeaderPanels;
  bar: { current: HTMLElement | null };
}) {
  const id = String(item.id);
  const li = useRef<HTMLLIElement>(null);
  const flyout = `cp-nav-${id}`;
  const panel = side === 'right' ? 'megaRight' : 'megaLeft';
  const entries = panelItems(item, nav.spotlights);
  const mega = menuNavType(item) === 'spotlights';
  const link = nav.resolve(item);
  const open = panels.panel === panel && panels.item === id;
  // A flyout the mouse opened is pinned by a click (not closed by it: the click comes right after the hover).
  const hoverOpened = useRef(false);
  const hover = useHover(
    () => {
      hoverOpened.current = true;
      panels.toggle(panel, { item: id, open: true });
    },
    () => {
      hoverOpened.current = false;
      panels.closeItem(id);
    },
  );
  useEffect(() => {
    if (open && panels.focusFirst) focusFirstOf(li.current?.querySelector(`#${flyout}`) ?? null, `l2-${id}`);
  }, [open, panels.focusFirst, flyout, id]);

  if (entries.length === 0) {
    if (link.kind === 'none') return null;
    return (
      <li className="cp-nav__item">
        <MenuLink link={link} className="cp-nav__top" level="top">
          {item.text}
        </MenuLink>
      </li>
    );
  }
  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      panels.toggle(panel, { item: id, open: true, keyboard: true });
    }
  };
  const onFlyoutKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      moveWithinLevel(
        event.currentTarget,
        `l2-${id}`,
        event.key,
        mega && (event.key === 'ArrowLeft' || event.key === 'ArrowRight'),
      )
    )
      event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !li.current?.contains(next)) panels.closeItem(id);
  };
  return (
    <li ref={li} className="cp-nav__item" {...ROOT} {...hover} onBlur={onBlur}>
      <button
        type="button"
        className="cp-nav__top"
        data-nav-level="top"
        aria-expanded={open}
        aria-controls={open ? flyout : undefined}
        onKeyDown={onTriggerKey}
        onClick={(event) => {
          const pin = open && hoverOpened.current;
          hoverOpened.current = false;
          if (!pin) panels.toggle(panel, { item: id, keyboard: event.detail === 0 });
        }}
      >
        {item.text}
        <Icon path={DOWN} size={18} />
      </button>
      {open ? (
        <Flyout
          id={flyout}
          anchor={() => (mega ? bar.current : li.current)}
          placement={mega ? 'span' : 'below'}
          className={mega ? 'cp-mega' : 'cp-nav__dropdown'}
          onKeyDown={onFlyoutKey}
        >
          {mega ? (
            <MegaPanel item={item} entries={entries} nav={nav} level={`l2-${id}`} />
          ) : (
            <ul className="cp-nav__sublist">
              {link.kind !== 'none' ? (
                <li>
                  <MenuLink link={link} className="cp-nav__link cp-nav__link--overview" level={`l2-${id}`}>
                    {item.text}
                  </MenuLink>
                </li>
              ) : null}
              {entries.map((child) => (
                <SubItem key={String(child.id)} item={child} nav={nav} level={`l2-${id}`} />
              ))}
            </ul>
          )}
        </Flyout>
      ) : null}
    </li>
  );
}

/** A level-2 entry: a link, and when it has children a button that opens the level-3 flyout to its side. */
function SubItem({ item, nav, level }: { item: MenuItem; nav: NavData; level: string }) {
  const { t } = usePortal();
  const id = String(item.id);
  const li = useRef<HTMLLIElement>(null);
  const [open, setOpen] = useState<false | 'mouse' | 'click' | 'keyboard'>(false);
  const hover = useHover(
    () => setOpen((o) => o || 'mouse'),
    () => setOpen(false),
  );
  const link = nav.resolve(item);
  const children = (item.childItems ?? []).filter((c) => nav.resolve(c).kind !== 'none');
  const flyout = `cp-nav-${id}`;
  useEffect(() => {
    if (open === 'keyboard') focusFirstOf(li.current, `l3-${id}`);
  }, [open, id]);
  if (children.length === 0) {
    return link.kind === 'none' ? null : (
      <li>
        <MenuLink link={link} className="cp-nav__link" level={level}>
          {item.text}
        </MenuLink>
      </li>
    );
  }
  const openSub = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      event.stopPropagation();
      setOpen('keyboard');
    }
  };
  const trigger = li.current?.querySelector<HTMLElement>(`[data-nav-sub="${id}"]`);
  const onSubKey = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      setOpen(false);
      trigger?.focus();
      return;
    }
    if (moveWithinLevel(event.currentTarget, `l3-${id}`, event.key)) event.preventDefault();
  };
  return (
    <li ref={li} className="cp-nav__subitem" {...hover}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the link or button inside */}
      <div className="cp-nav__row" onKeyDown={openSub}>
        {link.kind !== 'none' ? (
          <MenuLink link={link} className="cp-nav__link" level={level}>
            {item.text}
          </MenuLink>
        ) : (
          <span className="cp-nav__link cp-nav__link--plain">{item.text}</span>
        )}
        <button
          type="button"
          className="cp-nav__expand"
          data-nav-sub={id}
          {...(link.kind === 'none' ? { 'data-nav-level': level } : {})}
          aria-expanded={!!open}
          aria-controls={open ? flyout : undefined}
          aria-label={t('nav.submenu', { title: item.text })}
          onClick={(event) =>
            setOpen(open === 'mouse' ? 'click' : open ? false : event.detail === 0 ? 'keyboard' : 'click')
          }
        >
          <Icon path={RIGHT} size={18} />
        </button>
      </div>
      {open ? (
        <Flyout
          id={flyout}
          anchor={() => li.current}
          placement="right"
          className="cp-nav__dropdown cp-nav__dropdown--l3"
          onKeyDown={onSubKey}
        >
          <ul className="cp-nav__sublist">
            {children.map((child) => (
              <li key={String(child.id)}>
                <MenuLink link={nav.resolve(child)} className="cp-nav__link" level={`l3-${id}`}>
                  {child.text}
                </MenuLink>
              </li>
            ))}
          </ul>
        </Flyout>
      ) : null}
    </li>
  );
}
