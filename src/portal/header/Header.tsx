/**
 * The portal header (spec 3 §2 Header, Main navigation): a sticky top bar (menu button below 1000 px, logo,
 * live-users counter, search button, user menu, sign-in/out link), the main navigation as a bottom bar from
 * 1000 px (hidden on scrolling down, back after 60 px up) or as a modal dialog below, then the 'Live now'
 * notices and the breadcrumb. One of search, user menu, nav and mega menu is open at a time (core
 * `nextHeaderPanel`); a route change closes the nav and the mega menus.
 *
 * Search: the button and Ctrl/Cmd+K (the key set by the mount element's `data-search-shortcut`) open the
 * 'search' panel, which closes every other panel, and call `renderSearch` — App passes the search dialog
 * (src/portal/search, a lazy chunk), with the portal's widget mode (the mount element's `data-url-patterns`).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { headerNavigation, spotlightsMenuItems, userMenuItems } from '../../core/menus/navigation';
import { logoTarget, userDisplayName } from '../../core/menus/header';
import { isSearchEnabled } from '../../core/library/search-enabled';
import { searchShortcutKey } from '../../core/menus/search-shortcut';
import { NAV_BREAKPOINT_PX } from '../../core/constants';
import { usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { portalSession } from '../session';
import { createMenuLinkResolver } from './menu-links';
import { useHeaderPanels, OPEN_ROOT_ATTRIBUTE, type HeaderPanels } from './use-header-panels';
import { useHeaderScroll } from './use-header-scroll';
import { useSearchShortcut } from './use-search-shortcut';
import { useWidgetMode } from './use-widget-mode';
import type { PortalWidgetMode } from '../../core/widget-mode/portal-widget-mode';
import { MainNav } from './MainNav';
import type { NavData } from './nav-data';
import { NavDialog } from './NavDialog';
import { UserMenu } from './UserMenu';
import { LiveCounter } from './LiveCounter';
import { LiveNow } from './LiveNow';
import { Breadcrumb } from './Breadcrumb';
import { Icon } from '../../ui/Icon';
import { MENU, SEARCH, TOP } from './icons';
import { useAssetUrl } from './use-assets';
import { scrollBehavior, toPortalTop } from '../to-top';
import { landmarkAttributes } from '../landmarks/use-guest-landmarks';
import type { GuestPart } from '../../core/landmarks/guest-landmarks';
import { mountAttribute } from '../../contract/mount-attribute';

/** Routes on which the header offers no search (sign-in and sign-out steps). */
const NO_SEARCH = new Set(['Login', 'Logout', 'OAuth2Finish', 'TokenGrave', 'FrontchannelLogout']);
const ROOT = { [OPEN_ROOT_ATTRIBUTE]: '' };

export interface HeaderProps {
  /** The current page's own title (a resource, event, speaker, package or education item), for the breadcrumb. */
  itemTitle: string | null;
  /**
   * The search dialog (src/portal/search): rendered while the 'search' panel is open. `close` returns focus to
   * the trigger; `done` closes after a choice that navigates (focus then goes to the new page).
   */
  renderSearch?(search: { close(): void; done(): void; widgetMode: PortalWidgetMode | null }): ReactNode;
  /** The page's banner, or a region of a host page that has its own banner (core guest-landmarks.ts). */
  landmark?: GuestPart;
}

function useWide(): boolean {
  const query = `(min-width: ${NAV_BREAKPOINT_PX}px)`;
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const list = matchMedia(query);
    const sync = () => setWide(list.matches);
    list.addEventListener('change', sync);
    sync();
    return () => list.removeEventListener('change', sync);
  }, [query]);
  return wide;
}

export function Header({ itemTitle, renderSearch, landmark = 'landmark' }: HeaderProps) {
  useSignals();
  const context = usePortal();
  const { t, clientConfig, locale } = context;
  const router = useRouter();
  const { match, location } = router;
  const { session } = portalSession(context);
  const user = session.state.value.user;
  const signedIn = !!user && !user.guest;
  const project = match.params.project;
  const group = match.params.group;
  const scope = { loggedIn: signedIn, locale, group, project };
  const resolve = useMemo(() => createMenuLinkResolver(), []);
  const nav: NavData = {
    ...headerNavigation(clientConfig, scope),
    spotlights: spotlightsMenuItems(clientConfig, scope),
    resolve,
  };
  const hasNav = nav.left.length + nav.right.length > 0;
  const panels = useHeaderPanels();
  const wide = useWide();
  const bar = useRef<HTMLDivElement>(null);
  const scroll = useHeaderScroll(bar);

  // A route change closes the mobile nav and the mega menus (spec 3 §2).
  const { dispatch } = panels;
  // biome-ignore lint/correctness/useExhaustiveDependencies(match.path): a route change closes the menus
  useEffect(() => {
    dispatch({ type: 'routeChange' });
  }, [match.path, dispatch]);
  // Crossing the breakpoint closes what belonged to the other layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies(wide): crossing the breakpoint closes the menus
  useEffect(() => {
    dispatch({ type: 'routeChange' });
  }, [wide, dispatch]);

  const searchOn = isSearchEnabled(clientConfig, NO_SEARCH.has(match.name));
  const openSearch = useCallback(() => panels.toggle('search', { open: true }), [panels.toggle]);
  // Configured on the mount element (data-search-shortcut, or search-shortcut on the element: "off" or a key); no runtime option, so the runtime
  // every widget page loads does not grow for a portal-only setting (timetable page size guard).
  const shortcut = searchShortcutKey(undefined, mountAttribute(context.root.host, 'search-shortcut'));
  useSearchShortcut(searchOn ? shortcut : null, openSearch);
  // Widget mode (data-url-patterns): the dialog's matches open the host's pages in the top window (spec 2 §2).
  const widgetMode = useWidgetMode();

  const portalPath = `${match.path}${location.search ? `?${location.search}` : ''}`;
  const loginTarget = { name: 'Login', query: { redirect: portalPath } };
  const clientTitle = String(clientConfig?.title ?? clientConfig?.name ?? context.client);
  const showUserMenu =
    !(clientConfig && 'showUserMenu' in clientConfig) ||
    String(clientConfig.showUserMenu) === '1' ||
    clientConfig.showUserMenu === true;

  return (
    <>
      <div
        className="cp-header"
        {...landmarkAttributes('banner', landmark, t('portal.landmark.banner'))}
        data-bar={scroll.barHidden ? 'hidden' : scroll.barFixed ? 'fixed' : 'normal'}
        data-nav={wide ? 'inline' : 'modal'}
      >
        <div className="cp-header__top">
          <div className="cp-header__inner">
            {!wide && hasNav ? <MenuButton panels={panels} toTop={scroll.scrolledPastTop} /> : null}
            <Logo title={clientTitle} project={project} group={group} />
            <div className="cp-header__tools">
              <LiveCounter context={match.path} />
              {searchOn ? (
                <button
                  type="button"
                  className="cp-header__icon-button"
                  {...ROOT}
                  aria-label={shortcut === 'k' ? t('header.search.shortcut') : t('header.search')}
                  aria-haspopup={renderSearch ? 'dialog' : undefined}
                  aria-keyshortcuts={
                    shortcut ? `Control+${shortcut.toUpperCase()} Meta+${shortcut.toUpperCase()}` : undefined
                  }
                  onClick={openSearch}
                >
                  <Icon path={SEARCH} size={22} />
                </button>
              ) : null}
              {showUserMenu ? (
                <UserMenu
                  signedIn={signedIn}
                  name={signedIn ? userDisplayName(user) : null}
                  items={userMenuItems(clientConfig, scope)}
                  resolve={resolve}
                  panels={panels}
                  loginTarget={loginTarget}
                />
              ) : null}
              {signedIn ? (
                <Link to={{ name: 'Logout' }} className="cp-header__login">
                  {t('header.logout')}
                </Link>
              ) : match.name === 'Login' ? null : (
                <Link to={loginTarget} className="cp-header__login">
                  {t('header.login')}
                </Link>
              )}
            </div>
          </div>
          {wide && hasNav ? (
            <div ref={bar} className="cp-header__bar">
              <div className="cp-header__inner">
                <MainNav nav={nav} panels={panels} />
              </div>
            </div>
          ) : null}
        </div>
        {!wide && hasNav ? <NavDialog open={panels.panel === 'nav'} nav={nav} onClose={panels.dismiss} /> : null}
        {panels.panel === 'search' && renderSearch
          ? renderSearch({ close: panels.dismiss, done: () => dispatch({ type: 'escape' }), widgetMode })
          : null}
      </div>
      <div className="cp-subheader" data-bar-space={wide && hasNav ? '' : undefined}>
        <LiveNow project={project} />
        <Breadcrumb match={match} itemTitle={itemTitle} panels={panels} />
      </div>
      {scroll.backToTop && (wide || !hasNav) ? <BackToTop /> : null}
    </>
  );
}

/**
 * Back to top (spec 1 §9 scroll threshold 300 px): fixed in the corner once the page is scrolled 300 px, where
 * the menu button does not do it already (narrow with a nav: spec 3 §2), and hidden while the consent banner
 * covers the corner.
 */
function BackToTop() {
  const { t, root } = usePortal();
  return (
    <button
      type="button"
      className="cp-to-top"
      {...ROOT}
      aria-label={t('header.menu.top')}
      title={t('header.menu.top')}
      onClick={() => toPortalTop(root)}
    >
      <Icon path={TOP} size={24} />
    </button>
  );
}

/** Below 1000 px: opens the nav dialog; scrolled 100 px or more it scrolls to the top instead (spec 3 §2). */
function MenuButton({ panels, toTop }: { panels: HeaderPanels; toTop: boolean }) {
  const { t } = usePortal();
  const onClick = () => {
    if (toTop) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    panels.toggle('nav');
  };
  return (
    <button
      type="button"
      className="cp-header__icon-button cp-header__menu"
      {...ROOT}
      aria-label={toTop ? t('header.menu.top') : t('header.menu')}
      aria-haspopup={toTop ? undefined : 'dialog'}
      onClick={onClick}
    >
      <Icon path={toTop ? TOP : MENU} size={24} />
    </button>
  );
}

/** The logo: the client logo and title, linking to the home target; plain text on the page it links to. */
function Logo({ title, project, group }: { title: string; project?: string; group?: string }) {
  const { t, clientConfig } = usePortal();
  const router = useRouter();
  const src = useAssetUrl()(clientConfig?.clientAssets?.logo);
  const target = logoTarget(clientConfig, project, group);
  const content = (
    <>
      {src ? <img src={src} alt="" width={160} height={40} /> : null}
      <span className="cp-header__title">{title}</span>
    </>
  );
  if (target.kind === 'url')
    return (
      <a className="cp-portal__brand" href={target.href} aria-label={t('header.logo', { client: title })}>
        {content}
      </a>
    );
  const here = router.href(target) === router.href(router.location.path);
  if (here) return <span className="cp-portal__brand">{content}</span>;
  return (
    <Link className="cp-portal__brand" to={target} aria-label={t('header.logo', { client: title })}>
      {content}
    </Link>
  );
}
