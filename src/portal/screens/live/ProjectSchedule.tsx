/**
 * ProjectSchedule (spec 1 §2): the project's timetable widget, or 'no schedule found' when the project has no
 * events (one list request with limit 1 tells).
 */
import { escapeFilterValue } from '../../../core/filter/filter-value';
import { Spinner } from '../../../ui/Spinner';
import { entityOf, usePortal } from '../../app-context';
import { useAsync } from '../../data/use-async';
import { MountedWidget } from '../../grid/MountedWidget';
import { Panel } from '../Panel';

export function ProjectSchedule({ project }: { project: string }) {
  const portal = usePortal();
  const { t, api } = portal;
  const events = useAsync(`schedule:${project}`, (signal) =>
    api.list('events', { filter: `project==${escapeFilterValue(project)}`, limit: 1, fields: 'id' }, { signal }),
  );
  if (events.status === 'loading') return <Spinner label={t('state.loading')} />;
  const total = events.status === 'done' ? Number(events.value?.meta?.total ?? events.value?.data?.length ?? 0) : 0;
  if (total === 0) return <Panel title={t('live.noSchedule')} />;
  return (
    <>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {t('live.schedule')}: {entityOf(portal.clientConfig, 'projects', project)?.title ?? project}
      </h1>
      <MountedWidget className="cp-portal-live__schedule" widget="timetable" project={project} context={portal} />
    </>
  );
}
