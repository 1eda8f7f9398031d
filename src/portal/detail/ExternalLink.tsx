/**
 * An external-link resource (spec 2 §4): a loading indicator only (the shell records the page view like for any
 * route); after 500 ms the URL opens in a new tab (https:// added when it has no scheme, core `externalUrl`); if
 * the pop-up is blocked the same window goes there. Then back when the previous page was in the same project,
 * else to the project library (core `externalLinkReturn`). A link stays on screen for the visitor to use himself.
 */
import { useEffect } from 'react';
import { EXTERNAL_LINK_DELAY_MS } from '../../core/constants';
import { externalLinkReturn, externalUrl } from '../../core/content/links';
import { Spinner } from '../../ui/Spinner';
import { entityOf, usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { previousPortalPath } from '../router/previous';
import type { Item } from './data';
import { useDetailText } from './parts';

export function ExternalLink({ item }: { item: Item }) {
  const { t, clientConfig } = usePortal();
  const router = useRouter();
  const title = useDetailText().title(item);
  const url = externalUrl(item.meta_externalUrl)!;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per link; the router changes with every location
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const opened = window.open(url, '_blank');
      if (!opened) {
        window.location.assign(url);
        return;
      }
      opened.opener = null;
      const first = previousPortalPath()?.split('/')[1];
      const previousProject = first && entityOf(clientConfig, 'projects', first) ? first : null;
      const next = externalLinkReturn(previousProject, item.project);
      if (next.kind === 'back') window.history.back();
      else
        router.navigate(next.kind === 'route' ? { name: next.name, params: next.params } : { name: 'Home' }, {
          replace: true,
        });
    }, EXTERNAL_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  return (
    <div className="cp-detail__external">
      <h1 id="cp-portal-title" tabIndex={-1}>
        {title}
      </h1>
      <Spinner label={t('detail.external.opening', { title })} />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('detail.external.open', { title })}
        </a>
      </p>
    </div>
  );
}
