/** What a widget mount shows; a value of this drives MountView. */
import type { WidgetContext, WidgetDefinition } from '../contract/widget';
import type { ShellState } from './mount-shell';

/** A widget mount's content: the loaded definition, its merged settings and its context. */
export interface MountReady {
  definition: WidgetDefinition<Record<string, unknown>>;
  settings: Record<string, unknown>;
  context: WidgetContext;
}

export type MountState = ShellState<MountReady>;
