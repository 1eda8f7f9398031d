/** What a mount shows; a signal of this drives MountView. */
import type { WidgetContext, WidgetDefinition } from '../contract/widget';

export type MountState =
  | { status: 'loading' }
  | {
      status: 'ready';
      definition: WidgetDefinition<Record<string, unknown>>;
      settings: Record<string, unknown>;
      context: WidgetContext;
    }
  | { status: 'error'; key: string; params?: Record<string, string>; retry?: () => void };
