/**
 * The page-widget grid (spec 3 §2 "Page-builder widgets"): modules in rows by `y` on a 12-column grid (one column
 * under 768 px), `layout.hide` hidden unless `?hidden` (core `pageGridCells`: each cell's column and row line, so a
 * widget with a later y is never placed beside an earlier one).
 * Each cell mounts its widget by name through the runtime, like a host page's mount point; a widget that is
 * not built yet shows the runtime's translated notice naming it.
 */
import { pageGridCells, pageWidgetRows } from '../../core/menus/page-layout';
import type { PortalContext } from '../../contract/portal';
import type { PageModule } from '../data/content';
import { MountedWidget } from './MountedWidget';

function Cell({ module, project, context }: { module: PageModule; project?: string; context: PortalContext }) {
  return (
    <MountedWidget
      className="cp-portal-grid__widget"
      widget={module.type}
      project={project}
      settings={module.settings}
      context={context}
    />
  );
}

export function WidgetGrid({
  modules,
  project,
  hidden,
  context,
}: {
  modules: PageModule[];
  project?: string;
  hidden: boolean;
  context: PortalContext;
}) {
  const sorted = [...modules].sort((a, b) => (Number(a?.sort) || 0) - (Number(b?.sort) || 0));
  const cells = pageGridCells<PageModule>(sorted, hidden);
  return (
    <div className="cp-portal-grid">
      {cells.map(({ widget, x, w, row }, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the row
          key={`${row}-${i}-${widget.type}`}
          className="cp-portal-grid__cell"
          style={{ gridColumn: `${x + 1} / span ${w}`, gridRow: String(row) }}
        >
          <Cell module={widget} project={project} context={context} />
        </div>
      ))}
    </div>
  );
}

/** True when at least one module would be shown (ProjectHome redirects without one, spec 1 §2). */
export const hasVisibleWidgets = (modules: PageModule[] | undefined, hidden: boolean): boolean =>
  pageWidgetRows(modules ?? [], hidden).length > 0;
