/**
 * Widget name → lazy chunk. One line per built widget; rollup turns each `import()` into
 * `dist/cdn/widgets/<name>.js`. A name in WIDGET_NAMES but missing here is "known but not built yet".
 */
import type { WidgetDefinition, WidgetName } from '../contract/widget';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget has its own settings type
export type WidgetModule = { default: WidgetDefinition<any> };
export type WidgetLoader = () => Promise<WidgetModule>;

export const widgetRegistry: Partial<Record<WidgetName, WidgetLoader>> = {
  'html-text': () => import('../widgets/html-text/index'),
  'single-image': () => import('../widgets/single-image/index'),
  timetable: () => import('../widgets/timetable/index'),
};
