/**
 * The portal's widget mode (core `portalWidgetMode`), read from the mount element's `data-url-patterns` the way
 * `data-search-shortcut` is: an attribute, not a runtime option, so the runtime every widget page loads does not grow
 * for a portal-only setting. A malformed value is said once per mount; the portal then keeps its own routes.
 */
import { useEffect, useMemo } from 'react';
import { portalWidgetMode, type PortalWidgetMode } from '../../core/widget-mode/portal-widget-mode';
import { usePortal } from '../app-context';
import { mountAttribute } from '../../contract/mount-attribute';

export function useWidgetMode(): PortalWidgetMode | null {
  const attribute = mountAttribute(usePortal().root.host, 'url-patterns');
  const { widgetMode, warning } = useMemo(() => portalWidgetMode(attribute), [attribute]);
  useEffect(() => {
    if (warning) console.warn(`[CongressPortal] ${warning}`);
  }, [warning]);
  return widgetMode;
}
