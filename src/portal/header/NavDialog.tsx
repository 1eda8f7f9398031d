/**
 * The main navigation below 1000 px (spec 3 §2, §9): a modal dialog — native `<dialog>.showModal()` in the
 * portal's shadow root (top layer; the rest of the page, host included, becomes inert; STACK.md). Items with
 * children expand in place (disclosure buttons); the spotlights item shows its cards. Escape, the close
 * button, a click on the backdrop and any navigation close it; focus goes back to the menu button.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { MenuItem } from '../../core/types';
import { menuNavType } from '../../core/menus/navigation';
import { usePortal } from '../app-context';
import { MenuLink } from './menu-links';
import { MegaPanel } from './MegaPanel';
import { panelItems, type NavData } from './nav-data';
import { Icon } from '../../ui/Icon';
import { CLOSE, DOWN } from './icons';
import { OPEN_ROOT_ATTRIBUTE } from './use-header-panels';

export function NavDialog({ open, nav, onClose }: { open: boolean; nav: NavData; onClose(): void }) {
  const { t } = usePortal();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
    },
    [],
  );
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose(); // the dialog box itself is only reachable on its backdrop
  };
  const items = [...nav.left, ...nav.right];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape is the key (native)
    <dialog
      ref={ref}
      className="cp-navdialog"
      aria-labelledby={titleId}
      {...{ [OPEN_ROOT_ATTRIBUTE]: '' }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={onBackdrop}
    >
      <div className="cp-navdialog__panel">
        <div className="cp-navdialog__head">
          <h2 id={titleId} className="cp-navdialog__title">
            {t('nav.dialog')}
          </h2>
          <button type="button" className="cp-header__icon-button" aria-label={t('nav.close')} onClick={onClose}>
            <Icon path={CLOSE} />
          </button>
        </div>
        {open ? (
          <nav aria-label={t('nav.main')}>
            <ul className="cp-navdialog__list">
              {items.map((item) => (
                <DialogItem key={String(item.id)} item={item} nav={nav} onNavigate={onClose} depth={1} />
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </dialog>
  );
}

function DialogItem({
  item,
  nav,
  onNavigate,
  depth,
}: {
  item: MenuItem;
  nav: NavData;
  onNavigate(): void;
  depth: number;
}) {
  const { t } = usePortal();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const link = nav.resolve(item);
  const entries = depth === 1 ? panelItems(item, nav.spotlights) : (item.childItems ?? []);
  const visible = entries.filter((e) => nav.resolve(e).kind !== 'none' || (e.childItems?.length ?? 0) > 0);
  if (visible.length === 0) {
    return link.kind === 'none' ? null : (
      <li>
        <MenuLink link={link} className="cp-navdialog__link" onNavigate={onNavigate}>
          {item.text}
        </MenuLink>
      </li>
    );
  }
  const mega = depth === 1 && menuNavType(item) === 'spotlights';
  return (
    <li>
      <button
        type="button"
        className="cp-navdialog__toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => setExpanded(!expanded)}
      >
        {item.text}
        <Icon path={DOWN} size={20} />
      </button>
      {expanded ? (
        <div id={listId} className="cp-navdialog__children">
          {mega ? (
            <MegaPanel item={item} entries={visible} nav={nav} level="dialog" onNavigate={onNavigate} />
          ) : (
            <ul className="cp-navdialog__list" aria-label={t('nav.submenu', { title: item.text })}>
              {link.kind !== 'none' ? (
                <li>
                  <MenuLink link={link} className="cp-navdialog__link" onNavigate={onNavigate}>
                    {item.text}
                  </MenuLink>
                </li>
              ) : null}
              {visible.map((child) => (
                <DialogItem key={String(child.id)} item={child} nav={nav} onNavigate={onNavigate} depth={depth + 1} />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </li>
  );
}
