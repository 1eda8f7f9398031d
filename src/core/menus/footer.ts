import { FOOTER_SOCIAL_SERVICES } from '../constants';
import { asArray, asRecord, isOn, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

export type SocialService = (typeof FOOTER_SOCIAL_SERVICES)[number];

/** Spec 3 §5: the footer language select appears only when more than one language exists. */
export function showFooterLanguageSelect(languages: unknown): boolean {
  const codes = new Set(
    asArray<unknown>(languages).map((l) => nonEmptyString(asRecord(l)?.short_code) ?? nonEmptyString(l)),
  );
  codes.delete(null);
  return codes.size > 1;
}

/**
 * Spec 3 §2 Footer, §9: social links for the five services (facebook, instagram, linkedin, x,
 * youtube) in that order, from the client's {service}Url; services without a URL, or with one the URL gate
 * refuses (src/core/url/safe-url.ts), are left out.
 */
export function footerSocialLinks(client: unknown): { service: SocialService; url: string }[] {
  const c = asRecord(client);
  const links: { service: SocialService; url: string }[] = [];
  for (const service of FOOTER_SOCIAL_SERVICES) {
    const url = safeUrl(c?.[`${service}Url`]);
    if (url !== null) links.push({ service, url });
  }
  return links;
}

/** The built-in accessibility statement route (spec 1 §2). */
export const ACCESSIBILITY_PATH = '/accessibility';

/**
 * Spec 3 §2 Footer: the accessibility statement is the client's a11yStatementUrl when set, else
 * the built-in page at /accessibility (also when the client's URL is refused by the URL gate).
 */
export function accessibilityStatementTarget(client: unknown): { href: string; external: boolean } {
  const own = safeUrl(asRecord(client)?.a11yStatementUrl);
  return own !== null ? { href: own, external: true } : { href: ACCESSIBILITY_PATH, external: false };
}

/** Spec 3 §2 Footer: the cookie settings button shows only if consent is enabled and not in a widget. */
export function showCookieSettingsButton(client: unknown, widgetMode: boolean): boolean {
  return !widgetMode && isOn(asRecord(client)?.cookieConsentEnabled);
}

/** The legal links of the footer (spec 3 §2 Footer, §3 Client footer URLs), in display order. */
export const FOOTER_LEGAL_LINKS = [
  ['copyright', 'copyrightUrl'],
  ['contact', 'contactUrl'],
  ['dataProtection', 'dataProtectionUrl'],
  ['imprint', 'imprintUrl'],
  ['terms', 'termsAndConditionsUrl'],
] as const;

export type FooterLegalLink = (typeof FOOTER_LEGAL_LINKS)[number][0];

/**
 * Spec 3 §2 Footer: copyright, contact, data protection, imprint and terms links from the client's URLs
 * (copyrightUrl, contactUrl, dataProtectionUrl, imprintUrl, termsAndConditionsUrl), in that order; links
 * without a URL, or with one the URL gate refuses, are left out.
 */
export function footerLegalLinks(client: unknown): { kind: FooterLegalLink; url: string }[] {
  const c = asRecord(client);
  const links: { kind: FooterLegalLink; url: string }[] = [];
  for (const [kind, key] of FOOTER_LEGAL_LINKS) {
    const url = safeUrl(c?.[key]);
    if (url !== null) links.push({ kind, url });
  }
  return links;
}

/**
 * A footer URL that is a root-relative path (`/imprint`, `/pages/x`) is a portal path: the portal shows it
 * below its base path. Anything else (absolute, `//host`, mailto:, tel:, `#x`) is null: a plain link.
 */
export function portalPathOf(url: unknown): string | null {
  const u = nonEmptyString(url);
  return u?.startsWith('/') && !u.startsWith('//') ? u : null;
}
