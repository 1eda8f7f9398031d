/**
 * NoAccess (spec 1 §2): headline, description and a back button to query `redirect` unless that is '/' or
 * '/oauth2-finish' (core `noAccessBackTarget`), else Home; the redirect passes `portalRedirectPath`.
 * The client's learn-more link (spec 1 §6) shows when it is an http(s) URL.
 */
import { noAccessBackTarget } from '../../core/session/redirects';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import { usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { Panel } from './Panel';

export function NoAccess() {
  const { t, clientConfig } = usePortal();
  const { location } = useRouter();
  const back = noAccessBackTarget(queryObject(location.search).redirect);
  const path = back.kind === 'route' ? (portalRedirectPath(back.path) ?? '/') : '/';
  const learnMore =
    typeof clientConfig?.noAccessLearnMoreLink === 'string' && /^https?:\/\//i.test(clientConfig.noAccessLearnMoreLink)
      ? clientConfig.noAccessLearnMoreLink
      : null;
  return (
    <Panel title={t('noAccess.headline')}>
      <p className="cp-portal__lead">{t('noAccess.description')}</p>
      {learnMore ? (
        <p>
          <a href={learnMore} target="_blank" rel="noopener noreferrer">
            {t('noAccess.learnMore')}
          </a>
        </p>
      ) : null}
      <Link className="cp-button" to={path}>
        {t('noAccess.back')}
      </Link>
    </Panel>
  );
}
