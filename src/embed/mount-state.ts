/** What a widget mount shows; a value of this drives MountView. */
import type { WidgetContext, WidgetDefinition } from '../contract/widget';
import type { ShellState } from './mount-shell';

export type MountState = ShellState<{
  definition: WidgetDefinition<Record<string, unknown>>;
  settings: Record<string, unknown>;
  context: WidgetContext;
}>;
