/**
 * Home (spec 1 §2): the client's start-page redirect first (core `startPageRedirect`: 'library' → Library,
 * a project name → that Project); else the client home page's widgets, or without them a teaser per visible
 * project. Header banner only if the asset exists. The page is kept current by the 5 s updater (use-live-page).
 */
import { useEffect } from 'react';
import { startPageRedirect } from '../../core/client/start-page';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { hasQueryKey } from '../router/query';
import { useLivePage } from '../data/use-live-page';
import { WidgetGrid, hasVisibleWidgets } from '../grid/WidgetGrid';
import { Banner } from './Banner';
import { TeasersOf } from './Teasers';

export function Home() {
  const portal = usePortal();
  const { t, api, clientConfig } = portal;
  const router = useRouter();
  const start = startPageRedirect(clientConfig);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation per redirect (router is new per location)
  useEffect(() => {
    if (start.kind === 'library') router.navigate({ name: 'Library' }, { replace: true });
    if (start.kind === 'project')
      router.navigate({ name: 'Project', params: { project: start.project } }, { replace: true });
  }, [start.kind]);
  const page = useLivePage({ relation: 'client', id: api.client, type: 'startpage' });
  if (start.kind !== 'none' || page.status === 'loading') return <Spinner label={t('state.loading')} />;
  const hidden = hasQueryKey(router.location.search, 'hidden');
  const modules = page.status === 'done' ? (page.value?.modules ?? []) : [];
  if (page.status === 'failed') console.warn('[CongressPortal] the home page content could not be loaded', page.error);
  const title = String(clientConfig?.title ?? clientConfig?.name ?? '');
  return (
    <>
      <Banner assetNames={clientConfig?.clientAssets as Record<string, unknown> | undefined} />
      <h1 id="cp-portal-title" tabIndex={-1}>
        {page.status === 'done' && page.value?.title ? page.value.title : title}
      </h1>
      {hasVisibleWidgets(modules, hidden) ? (
        <WidgetGrid modules={modules} hidden={hidden} context={portal} />
      ) : (
        <section aria-labelledby="cp-portal-projects">
          <h2 id="cp-portal-projects" className="cp-visually-hidden">
            {t('portal.projects')}
          </h2>
          <TeasersOf projects={clientConfig?.projects} />
        </section>
      )}
    </>
  );
}
