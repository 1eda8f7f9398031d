/**
 * ErrorPage (status 500) and PageNotFound (404) layouts (spec 1 §2, §8): title, subtitle, subtext and a
 * button, texts from error.{code}.* (core `errorPageKeys`). PageNotFound's button goes to the client's default
 * redirect URL (absolute → full navigation), or Home (core `defaultRedirectTarget`).
 */
import type { ReactNode } from 'react';
import { errorPageKeys } from '../../core/client/error-texts';
import { defaultRedirectTarget } from '../../core/session/redirects';
import { portalRedirectPath } from '../../core/session/portal-redirect';
import { usePortal } from '../app-context';
import { Link } from '../router/context';
import { Panel } from './Panel';

export function ErrorScreen({ status }: { status: 404 | 500 }) {
  const { t, clientConfig } = usePortal();
  const keys = errorPageKeys(status);
  const target = status === 404 ? defaultRedirectTarget(clientConfig?.defaultRedirectUrl) : { kind: 'home' as const };
  let action: ReactNode;
  if (target.kind === 'navigate' && /^https?:\/\//i.test(target.url)) {
    action = (
      <a className="cp-button" href={target.url}>
        {t(keys.button)}
      </a>
    );
  } else {
    const path = target.kind === 'route' ? (portalRedirectPath(target.path) ?? '/') : '/';
    action = (
      <Link className="cp-button" to={path}>
        {t(keys.button)}
      </Link>
    );
  }
  return (
    <Panel code={t(keys.subtitle)} title={t(keys.title)}>
      <p className="cp-portal__lead">{t(keys.subtext)}</p>
      {action}
    </Panel>
  );
}
