/**
 * The host page's `congress-navigate` event: one function so the widgets' links, the portal's router and the custom
 * elements dispatch it alike.
 */
import { dispatchCongressEvent } from '../../core/host-messages/dom-event';
import type { ResolvedLink } from '../../core/links/link-hook';

export const NAVIGATE_EVENT = 'congress-navigate';

/**
 * Dispatches `congress-navigate` (cancelable, bubbling, composed) on the mount element that holds `from` (the shadow
 * root's host; `from` itself outside a shadow root). True when the host cancelled it (`preventDefault()`): it
 * navigates itself, we do not.
 * @example if (dispatchNavigate(anchor, link)) event.preventDefault();
 */
export function dispatchNavigate(from: Node, link: ResolvedLink): boolean {
  const root = from.getRootNode();
  const mount = root instanceof ShadowRoot ? root.host : from;
  return dispatchCongressEvent(mount, NAVIGATE_EVENT, link, true);
}
