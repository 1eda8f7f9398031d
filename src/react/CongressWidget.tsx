import type { CSSProperties } from 'react';
import { useCongressMount, type ConnectionProps } from './use-congress-mount';

export interface CongressWidgetProps extends ConnectionProps {
  /** Widget name, kebab-case (`timetable`, `liveplayer`, `html-text`, …; docs/embedding.md). */
  widget: string;
  project?: string;
  /** Name of the server's settings entry; default `default`. */
  name?: string;
  channel?: string;
  /** Overrides merged over the server's settings; changes update the widget in place. */
  settings?: Record<string, unknown>;
  className?: string;
  style?: CSSProperties;
}

/**
 * A congress widget for React applications: renders a `<div>`, gives it a shadow root and mounts the widget
 * through the same runtime the script-tag loader uses.
 * @example
 * <CongressWidget apiBase="https://api.example.org" client="esc" widget="timetable" project="esc2026" />
 */
export function CongressWidget({
  widget,
  project,
  name,
  channel,
  settings,
  className,
  style,
  ...connection
}: CongressWidgetProps) {
  const ref = useCongressMount(connection, { widget, project, name, channel, settings });
  return <div ref={ref} className={className} style={style} data-congress-widget={widget} />;
}
