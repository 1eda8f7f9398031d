/**
 * Follows a core RedirectTarget: a route path through the one redirect check (`portalRedirectPath`, replacing
 * the current entry), an absolute http(s) URL by full navigation (spec 1 §4: postLogoutUrl, defaultRedirectUrl),
 * anything else Home.
 */
import type { RedirectTarget } from '../../core/session/redirects';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import type { Router } from '../router/context';

export function go(router: Router, target: RedirectTarget | null): void {
  if (target?.kind === 'navigate' && /^https?:\/\//i.test(target.url)) {
    window.location.assign(target.url);
    return;
  }
  const path = target?.kind === 'route' ? (portalRedirectPath(target.path) ?? '/') : '/';
  router.navigate(path, { replace: true });
}

/** The absolute URL of a portal path (for finish URLs and frames that another origin sends back to). */
export function absoluteHref(router: Router, path: string): string {
  return new URL(router.href(path) ?? '/', window.location.href).href;
}
