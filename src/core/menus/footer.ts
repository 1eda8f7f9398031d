import { FOOTER_SOCIAL_SERVICES } from '../constants';
import { asArray, asRecord, isOn, nonEmptyString } from '../live/values';
import { safeUrl } from '../url/safe-url';

export type SocialService = (typeof FOOTER_SOCIAL_SERVICES)[number];

/** Spec 3 §5: the footer language select appears only when more than one language exists. */
export function showFooterLanguageSelect(languages: unknown): boolean {
  const codes = new Set(asArray<unknown>(languages).map((l) => nonEmptyString(asRecord(l)?.short_code) ?? nonEmptyString(l)));
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
