/**
 * The header of a project's or group's pages (spec 1 §2; core `scopeChrome`): the scope's banner (only if the asset
 * exists) and, for a live project, the live badge linking to its live channels — on every page of the scope (home,
 * pages, library, channels, schedule, detail pages), kept mounted while the visitor moves inside the scope.
 */
import { scopeChrome } from '../../core/client/scope-chrome';
import { usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { Banner } from './Banner';

const CHANNEL_ROUTES = new Set(['ProjectChannels', 'ChannelDetail']);

export function ScopeHeader() {
  const { t, clientConfig } = usePortal();
  const { match } = useRouter();
  const chrome = scopeChrome(clientConfig, match);
  if (!chrome) return null;
  const badge = t('portal.project.live');
  return (
    <>
      <Banner assetNames={chrome.assetNames} />
      {chrome.live ? (
        <p className="cp-portal__live">
          {CHANNEL_ROUTES.has(match.name) ? (
            <span className="cp-portal-teaser__live">{badge}</span>
          ) : (
            <Link className="cp-portal-teaser__live" to={{ name: 'ProjectChannels', params: { project: chrome.name } }}>
              {badge}
            </Link>
          )}
        </p>
      ) : null}
    </>
  );
}
