/**
 * ProjectHome and GroupHome (spec 1 §2). A project shows its page widgets; without visible widgets it
 * redirects to ProjectChannels when live, else ProjectLibrary (core `projectHomeRedirect`). A group shows
 * its description plus teasers of its projects when it has no widgets. The banner and live badge above them
 * belong to every page of the scope (./ScopeHeader.tsx).
 */
import { useEffect } from 'react';
import { projectHomeRedirect } from '../../core/client/start-page';
import { Spinner } from '../../ui/Spinner';
import { entityOf, usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { hasQueryKey } from '../router/query';
import { useAsync } from '../data/use-async';
import { loadPage } from '../data/content';
import { WidgetGrid, hasVisibleWidgets } from '../grid/WidgetGrid';
import { TeasersOf } from './Teasers';

export function ScopeHome({ kind, name }: { kind: 'project' | 'group'; name: string }) {
  const portal = usePortal();
  const { t, api, clientConfig } = portal;
  const router = useRouter();
  const entity = entityOf(clientConfig, kind === 'project' ? 'projects' : 'groups', name);
  const hidden = hasQueryKey(router.location.search, 'hidden');
  const page = useAsync(`${kind}:${name}`, (signal) =>
    loadPage(api, { relation: kind, id: name, type: 'pageWidget' }, signal),
  );
  const modules = page.status === 'done' ? (page.value?.modules ?? []) : [];
  const widgets = hasVisibleWidgets(modules, hidden);
  const redirect = kind === 'project' && page.status !== 'loading' ? projectHomeRedirect(entity, widgets) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation per redirect (router is new per location)
  useEffect(() => {
    if (redirect) router.navigate({ name: redirect, params: { project: name } }, { replace: true });
  }, [redirect, name]);
  if (page.status === 'failed')
    console.warn(`[CongressPortal] the ${kind} page of "${name}" could not be loaded`, page.error);
  if (page.status === 'loading' || redirect) return <Spinner label={t('state.loading')} />;
  return (
    <>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {entity?.title ?? name}
      </h1>
      {entity?.description ? <p className="cp-portal__lead">{entity.description}</p> : null}
      {widgets ? (
        <WidgetGrid
          modules={modules}
          project={kind === 'project' ? name : undefined}
          hidden={hidden}
          context={portal}
        />
      ) : null}
      {!widgets && kind === 'group' ? (
        <TeasersOf projects={clientConfig?.projects} names={(entity as Record<string, unknown> | null)?.projects} />
      ) : null}
    </>
  );
}
