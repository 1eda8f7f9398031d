/**
 * SingleWidget (spec 3 §2, spec 1 §2 routes): `/{project}/widgets/{liveplayer|overflowplayer}/{name?}` — one live
 * widget, without the page chrome, with the server's settings entry `name` (default 'default'); no entry shows
 * "no widget settings found" (the runtime's own error state). The `trackingConsent` query key switches analytics
 * consent on (src/portal/telemetry/use-telemetry.ts, for every portal route). Another widget name is a 404.
 */
import { usePortal } from '../../app-context';
import { MountedWidget } from '../../grid/MountedWidget';
import { ErrorScreen } from '../ErrorScreen';

const SINGLE_WIDGETS = ['liveplayer', 'overflowplayer'];

export function SingleWidget({ project, widget, name }: { project: string; widget: string; name: string | undefined }) {
  const portal = usePortal();
  if (!SINGLE_WIDGETS.includes(widget)) return <ErrorScreen status={404} />;
  // The liveplayer's channel may come from the query (the overflow player reads `?channel` itself).
  const channel = widget === 'liveplayer' ? new URLSearchParams(location.search).get('channel') : null;
  return (
    <MountedWidget
      key={`${widget}/${name ?? ''}`}
      className="cp-portal-single"
      widget={widget}
      project={project}
      name={name || 'default'}
      requireServerSettings
      settings={channel ? { channel } : undefined}
      context={portal}
    />
  );
}
