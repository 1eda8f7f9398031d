/**
 * Page (`/pages/{slug}`, spec 1 §2): a client page of type content, shown through the page-widget grid; the
 * document title is the page title. An unknown slug is PageNotFound.
 */
import { useEffect } from 'react';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { hasQueryKey } from '../router/query';
import { useLivePage } from '../data/use-live-page';
import { useReportFailure } from '../telemetry/ScreenBoundary';
import { WidgetGrid } from '../grid/WidgetGrid';
import { ErrorScreen } from './ErrorScreen';

export function ContentPage({ slug, onTitle }: { slug: string; onTitle(title: string | null): void }) {
  const portal = usePortal();
  const router = useRouter();
  const page = useLivePage({ relation: 'client', id: portal.api.client, type: 'content', slug });
  useReportFailure(page, 'Page');
  const title = page.status === 'done' ? (page.value?.title ?? null) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onTitle is a new function each render of the parent
  useEffect(() => {
    onTitle(title);
  }, [title]);
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
        hidden={hasQueryKey(router.location.search, 'hidden')}
        context={portal}
      />
    </>
  );
}
