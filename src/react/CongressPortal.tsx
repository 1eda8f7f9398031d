import type { CSSProperties } from 'react';
import { useCongressMount, type ConnectionProps } from './use-congress-mount';

export interface CongressPortalProps extends ConnectionProps {
  /** The path the portal lives under on the host site (clean paths, no hash), e.g. `/congress`. */
  basePath?: string;
  project?: string;
  settings?: Record<string, unknown>;
  className?: string;
  style?: CSSProperties;
}

/**
 * The full congress portal for React applications (spec 1 §2 routes under `basePath`), in its own shadow root.
 * @example
 * <CongressPortal apiBase="https://api.example.org" client="esc" basePath="/congress" />
 */
export function CongressPortal({ basePath, project, settings, className, style, ...connection }: CongressPortalProps) {
  const ref = useCongressMount(connection, { portal: true, basePath, project, settings });
  return <div ref={ref} className={className} style={style} data-congress-portal="" />;
}
