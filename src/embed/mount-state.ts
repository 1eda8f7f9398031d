/** What a mount shows; a signal of this drives MountView. */
import type { WidgetContext, WidgetDefinition } from '../contract/widget';

export type MountState =
  | { status: 'loading'; reservedHeight: number }
  | { status: 'ready'; definition: WidgetDefinition<Record<string, unknown>>; settings: Record<string, unknown>; context: WidgetContext }
  | { status: 'error'; key: string; params?: Record<string, string>; retry?: () => void };

/** Space held while a widget loads when its definition does not say (no layout shift). */
export const DEFAULT_RESERVED_HEIGHT = 120;
