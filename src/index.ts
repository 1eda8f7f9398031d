/**
 * The npm entry (`congress-portal`) for integrators who already run React: the same widgets as the
 * script-tag loader, as components. react and react-dom are peer dependencies.
 */
export { CongressWidget, type CongressWidgetProps } from './react/CongressWidget';
export { CongressPortal, type CongressPortalProps } from './react/CongressPortal';
export type { ConnectionProps } from './react/use-congress-mount';
export type { CongressPortalGlobal, CongressPortalListener } from './embed/runtime-api';
export type { MountHandle, MountOptions } from './embed/runtime-api';
export type {
  CongressElement,
  CongressElementEventMap,
  CongressErrorDetail,
  CongressEventDetail,
  CongressFavouriteDetail,
  CongressFilterDetail,
  CongressMediaDetail,
} from './embed/element-api';
export { WIDGET_NAMES, type WidgetName } from './contract/widget';
export type { ClientConfig } from './core/types';
/** The detail of the cancelable `congress-navigate` event and of `CongressPortal.on('link', fn)` (docs/host-control.md). */
export type {
  ResolvedLink as CongressNavigateDetail,
  LinkDetail as CongressLinkDetail,
  HostLinkKind as CongressLinkKind,
} from './core/links/link-hook';
