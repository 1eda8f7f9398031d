/**
 * ProjectChannels (spec 1 §2, spec 3 §2): the project's "channels" page widgets when it has visible ones; else
 * straight to ChannelDetail with slug '.' (the no-slug flag), which loads the first channel and replaces the route.
 */
import { NO_CHANNEL_SLUG } from '../../../core/live/project-channels';
import { Spinner } from '../../../ui/Spinner';
import { entityOf, usePortal } from '../../app-context';
import { loadPage } from '../../data/content';
import { useAsync } from '../../data/use-async';
import { WidgetGrid, hasVisibleWidgets } from '../../grid/WidgetGrid';
import { useRouter } from '../../router/context';
import { hasQueryKey } from '../../router/query';
import { ChannelDetail } from './ChannelDetail';

export function ProjectChannels({ project }: { project: string }) {
  const portal = usePortal();
  const { t, api } = portal;
  const hidden = hasQueryKey(useRouter().location.search, 'hidden');
  const page = useAsync(`channels:${project}`, (signal) =>
    loadPage(api, { relation: 'project', id: project, type: 'pageWidget', slug: 'channels' }, signal),
  );
  if (page.status === 'loading') return <Spinner label={t('state.loading')} />;
  const modules = page.status === 'done' ? (page.value?.modules ?? []) : [];
  if (!hasVisibleWidgets(modules, hidden)) return <ChannelDetail project={project} slug={NO_CHANNEL_SLUG} />;
  return (
    <>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {t('live.channels')}: {entityOf(portal.clientConfig, 'projects', project)?.title ?? project}
      </h1>
      <WidgetGrid modules={modules} project={project} hidden={hidden} context={portal} />
    </>
  );
}
