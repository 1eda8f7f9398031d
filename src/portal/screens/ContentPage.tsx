/**
 * Page (`/pages/{slug}`) and ProjectPage (`/{project}/pages/{slug}`), spec 1 §2: a client or project page of type
 * content, shown through the page-widget grid (a project page's widgets read its project); the document title is
 * the page title. An unknown slug is PageNotFound.
 */
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { hasQueryKey } from '../router/query';
import { useLivePage } from '../data/use-live-page';
import { useReportFailure } from '../telemetry/ScreenBoundary';
import { WidgetGrid } from '../grid/WidgetGrid';
import { ErrorScreen } from './ErrorScreen';
import { useItemTitle } from '../item-title';

export function ContentPage({ slug, project }: { slug: string; project?: string }) {
  const portal = usePortal();
  const router = useRouter();
  const page = useLivePage(
    project
      ? { relation: 'project', id: project, type: 'content', slug }
      : { relation: 'client', id: portal.api.client, type: 'content', slug },
  );
  useReportFailure(page, project ? 'ProjectPage' : 'Page');
  useItemTitle(page.status === 'done' ? (page.value?.title ?? null) : null);
  if (page.status === 'loading') return <Spinner label={portal.t('state.loading')} />;
  if (page.status === 'failed') return <ErrorScreen status={500} />;
  if (!page.value) return <ErrorScreen status={404} />;
  return (
    <>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {page.value.title ?? slug}
      </h1>
      <WidgetGrid
        modules={page.value.modules ?? []}
        project={project}
        hidden={hasQueryKey(router.location.search, 'hidden')}
        context={portal}
      />
    </>
  );
}
