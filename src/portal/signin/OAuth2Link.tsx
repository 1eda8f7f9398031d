/**
 * External sign-in (spec 1 §4, §7): a real link to the provider's init-authorize on the API (core `oauth2InitUrl`,
 * through the URL gate) with the absolute `/oauth2-finish` URL of this portal, carrying the `redirect` query
 * once it passed the one redirect check. The provider's display name is the client text `login.oauth2.{provider}`
 * when there is one.
 */
import { oauth2InitUrl } from '../../core/session/sign-in';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { absoluteHref } from './go';

export function OAuth2Link({ provider, redirect }: { provider: string; redirect?: string }) {
  const { t, api } = usePortal();
  const router = useRouter();
  const safe = portalRedirectPath(redirect);
  const finishUrl = absoluteHref(
    router,
    safe ? `/oauth2-finish?${new URLSearchParams({ redirect: safe })}` : '/oauth2-finish',
  );
  const href = oauth2InitUrl({
    apiBase: new URL(api.base, window.location.href).href,
    client: api.client,
    provider,
    finishUrl,
  });
  const key = `login.oauth2.${provider}`;
  const label = t(key) === key ? provider : t(key);
  if (!href) return null;
  return (
    <section className="cp-signin-card" aria-labelledby={`cp-signin-oauth2-${provider}`}>
      <h2 id={`cp-signin-oauth2-${provider}`}>{t('login.oauth2.title')}</h2>
      <a className="cp-button cp-button--secondary cp-signin-sso" href={href}>
        {t('login.oauth2.button', { provider: label })}
      </a>
    </section>
  );
}
