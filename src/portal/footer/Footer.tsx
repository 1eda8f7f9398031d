/**
 * The portal footer (spec 3 §2 Footer; issue 10 item 10): sitemap (nav items, 3 levels, no spotlights), social
 * links (facebook, instagram, linkedin, x, youtube), legal links (copyright, contact, data protection, imprint,
 * terms), the accessibility statement (built-in /accessibility unless the client names its own), the cookie
 * settings button (consent enabled, not a widget, and not when the host's consent manager decides), the language
 * select (only with more than one language), scroll-to-top and powered-by. Every rule is core's.
 */
import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  accessibilityStatementTarget,
  footerLegalLinks,
  footerSocialLinks,
  portalPathOf,
  showCookieSettingsButton,
  showFooterLanguageSelect,
} from '../../core/menus/footer';
import { footerSitemap } from '../../core/menus/sitemap';
import { navigationMenuSource } from '../../core/menus/visibility';
import { SESSION_COOKIE_NAME } from '../../core/session/session-cookie';
import type { MenuItem } from '../../core/types';
import { documentCookies } from '../../state/session';
import { usePortal, entityOf } from '../app-context';
import { Link, useRouter } from '../router/context';
import { MenuLink, createMenuLinkResolver, type MenuLinkResolver } from '../header/menu-links';
import { toPortalTop } from '../to-top';
import { landmarkAttributes } from '../landmarks/use-guest-landmarks';
import type { GuestPart } from '../../core/landmarks/guest-landmarks';

/** The product the portal is built with (powered-by link). */
const PRODUCT = { name: 'Congress Portal', url: 'https://example.org/congress-portal' };

/** Items whose link cannot be resolved show as text (the header has logged the problem already). */
function Sitemap({ items, resolve, level = 1 }: { items: MenuItem[]; resolve: MenuLinkResolver; level?: number }) {
  if (!items.length) return null;
  return (
    <ul className={`cp-footer__sitemap-list cp-footer__sitemap-list--${level}`}>
      {items.map((item) => {
        const link = resolve(item);
        return (
          <li key={item.id}>
            {link.kind === 'none' ? <span>{item.text}</span> : <MenuLink link={link}>{item.text}</MenuLink>}
            <Sitemap items={item.childItems ?? []} resolve={resolve} level={level + 1} />
          </li>
        );
      })}
    </ul>
  );
}

/** A footer URL: portal paths stay in the portal (router links), others are plain links. */
function FooterLink({ url, children }: { url: string; children: string }) {
  const path = portalPathOf(url);
  return path ? <Link to={path}>{children}</Link> : <a href={url}>{children}</a>;
}

export function PortalFooter({
  onCookieSettings,
  landmark = 'landmark',
}: {
  onCookieSettings(): void;
  /** The page's contentinfo, or a region of a host page that has its own footer (core guest-landmarks.ts). */
  landmark?: GuestPart;
}) {
  useSignals();
  const { t, clientConfig, locale, consent, setLocale, root } = usePortal();
  const { match } = useRouter();
  const group = entityOf(clientConfig, 'groups', match.params.group);
  const project = entityOf(clientConfig, 'projects', match.params.project);
  const signedIn = typeof document !== 'undefined' && documentCookies(document).read(SESSION_COOKIE_NAME) !== null;
  const resolve = useMemo(() => createMenuLinkResolver(() => undefined), []);
  const sitemap = footerSitemap(navigationMenuSource(clientConfig, group, project, 'header'), {
    loggedIn: signedIn,
    locale,
    group: match.params.group ?? (project as { group?: string } | null)?.group ?? null,
    project: match.params.project ?? null,
  });
  const social = footerSocialLinks(clientConfig);
  const legal = footerLegalLinks(clientConfig);
  const a11y = accessibilityStatementTarget(clientConfig);
  const a11yPath = a11y.external ? portalPathOf(a11y.href) : a11y.href;
  const languages = (clientConfig?.languages ?? []).filter((l) => typeof l?.short_code === 'string');
  const cookieButton = showCookieSettingsButton(clientConfig, false) && !consent.hostManaged.value;
  const toTop = () => toPortalTop(root);
  return (
    <div className="cp-footer" {...landmarkAttributes('contentinfo', landmark, t('portal.landmark.contentinfo'))}>
      <div className="cp-footer__inner">
        {sitemap.length > 0 && (
          <nav className="cp-footer__sitemap" aria-label={t('footer.sitemap')}>
            <Sitemap items={sitemap} resolve={resolve} />
          </nav>
        )}
        <div className="cp-footer__side">
          {social.length > 0 && (
            <nav aria-label={t('footer.social')}>
              <ul className="cp-footer__social">
                {social.map(({ service, url }) => (
                  <li key={service}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {t(`footer.social.${service}`)}
                      <span className="cp-visually-hidden"> {t('footer.newWindow')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {showFooterLanguageSelect(clientConfig?.languages) && (
            <label className="cp-footer__language">
              <span>{t('footer.language')}</span>
              <select
                value={languages.some((l) => l.short_code === locale) ? locale : undefined}
                onChange={(event) => {
                  void setLocale(event.currentTarget.value);
                }}
              >
                {languages.map((l) => (
                  <option key={l.short_code} value={l.short_code} lang={l.short_code}>
                    {String(l.title ?? l.short_code)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
      <div className="cp-footer__bottom">
        <nav aria-label={t('footer.legal')}>
          <ul className="cp-footer__legal">
            {legal.map(({ kind, url }) => (
              <li key={kind}>
                <FooterLink url={url}>{t(`footer.legal.${kind}`)}</FooterLink>
              </li>
            ))}
            <li>
              {a11yPath ? (
                <Link to={a11yPath}>{t('footer.accessibility')}</Link>
              ) : (
                <a href={a11y.href}>{t('footer.accessibility')}</a>
              )}
            </li>
            {cookieButton && (
              <li>
                <button type="button" className="cp-footer__linkbutton" onClick={onCookieSettings}>
                  {t('footer.cookieSettings')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <div className="cp-footer__meta">
          <a href={PRODUCT.url} target="_blank" rel="noopener noreferrer">
            {t('footer.poweredBy', { product: PRODUCT.name })}
            <span className="cp-visually-hidden"> {t('footer.newWindow')}</span>
          </a>
          <button type="button" className="cp-button cp-button--secondary cp-footer__top" onClick={toTop}>
            <span aria-hidden="true">↑</span> {t('footer.toTop')}
          </button>
        </div>
      </div>
    </div>
  );
}
