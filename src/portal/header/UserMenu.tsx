/**
 * The header's user button and menu (spec 3 §2 Header, §6): a filled icon when signed in, with the display
 * name as its title; the menu shows the name (or first plus last name), the user-menu items, and the logout
 * link — with no name known, only the logout link. Visitors get the outline icon, their user-menu items and a
 * sign-in link. Shown only when the client's showUserMenu toggle is on.
 */
import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import type { MenuItem } from '../../core/types';
import { usePortal } from '../app-context';
import { Link, type Router } from '../router/context';
import { Flyout } from './Flyout';
import { MenuLink, type MenuLinkResolver } from './menu-links';
import { OPEN_ROOT_ATTRIBUTE, type HeaderPanels } from './use-header-panels';
import { focusFirstOf, moveWithinLevel } from './nav-keys';
import { Icon } from '../../ui/Icon';
import { LOGIN, LOGOUT, USER, USER_FILLED } from './icons';

export interface UserMenuProps {
  signedIn: boolean;
  name: string | null;
  items: MenuItem[];
  resolve: MenuLinkResolver;
  panels: HeaderPanels;
  loginTarget: Parameters<Router['href']>[0];
}

export function UserMenu({ signedIn, name, items, resolve, panels, loginTarget }: UserMenuProps) {
  const { t } = usePortal();
  const root = useRef<HTMLDivElement>(null);
  const open = panels.panel === 'usermenu';
  useEffect(() => {
    if (open && panels.focusFirst) focusFirstOf(root.current, 'user');
  }, [open, panels.focusFirst]);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveWithinLevel(event.currentTarget, 'user', event.key)) event.preventDefault();
  };
  const label = signedIn && name ? t('header.user.signedIn', { name }) : t('header.user');
  const links =
    signedIn && name === null
      ? []
      : items.map((item) => ({ item, link: resolve(item) })).filter((e) => e.link.kind !== 'none');
  return (
    <div ref={root} className="cp-header__user" {...{ [OPEN_ROOT_ATTRIBUTE]: '' }}>
      <button
        type="button"
        className="cp-header__icon-button"
        data-signed-in={signedIn ? '' : undefined}
        aria-label={label}
        title={signedIn && name ? name : undefined}
        aria-expanded={open}
        aria-controls={open ? 'cp-usermenu' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            panels.toggle('usermenu', { open: true, keyboard: true });
          }
        }}
        onClick={(event) => panels.toggle('usermenu', { keyboard: event.detail === 0 })}
      >
        <Icon path={signedIn ? USER_FILLED : USER} size={22} />
      </button>
      {open ? (
        <Flyout
          id="cp-usermenu"
          anchor={() => root.current}
          placement="below-end"
          className="cp-usermenu"
          onKeyDown={onKey}
        >
          {signedIn && name ? <p className="cp-usermenu__name">{name}</p> : null}
          <ul className="cp-nav__sublist">
            {links.map(({ item, link }) => (
              <li key={String(item.id)}>
                <MenuLink link={link} className="cp-nav__link" level="user">
                  {item.text}
                </MenuLink>
              </li>
            ))}
            <li>
              {signedIn ? (
                <Link to={{ name: 'Logout' }} className="cp-nav__link" data-nav-level="user">
                  <Icon path={LOGOUT} size={18} />
                  {t('header.logout')}
                </Link>
              ) : (
                <Link to={loginTarget} className="cp-nav__link" data-nav-level="user">
                  <Icon path={LOGIN} size={18} />
                  {t('header.login')}
                </Link>
              )}
            </li>
          </ul>
        </Flyout>
      ) : null}
    </div>
  );
}
