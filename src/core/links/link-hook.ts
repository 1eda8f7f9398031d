/** What a link in a widget or the portal leads to: the kinds the host's link hook is asked about. */
export type HostLinkKind = 'session' | 'resource' | 'speaker' | 'channel' | 'package';

export const LINK_KINDS: readonly HostLinkKind[] = ['session', 'resource', 'speaker', 'channel', 'package'];

/**
 * What the host's link hook (`CongressPortal.on('link', fn)`) and the cancelable `congress-navigate` event receive.
 * `url` is the link as the SDK would build it (the URL pattern of the settings, or the portal's own route); null
 * when there is none, so a hook may give a link where the settings give none.
 */
export interface LinkDetail {
  kind: HostLinkKind;
  /** The item's slug (sessions, resources, channels), SKU or slug (packages), or id (speakers). */
  id: string;
  url: string | null;
  /** The widget name, or 'portal'. */
  widget: string;
  project?: string;
}

/** A host's link hook: a new URL string, or nothing (undefined, null) to keep `detail.url`. */
export type LinkHook = (detail: Readonly<LinkDetail>) => unknown;

/**
 * A link as rendered: its final URL (after the hooks and the gate). It is also the detail of the cancelable
 * `congress-navigate` event dispatched on the mount element when the link is followed.
 */
export interface ResolvedLink extends LinkDetail {
  url: string;
}

/**
 * Where a mount's links are decided: the host's hooks (read at each link, so a later `on('link')` takes part) and
 * the mount's widget and project. The runtime hands it to widgets and the portal as plain data; the resolving code
 * (resolve-link.ts) is loaded only where a host has registered a hook, so a page without one never loads it.
 */
export interface LinkScope {
  /** The hooks registered now (absent: none, the default links). */
  hooks?(): Iterable<LinkHook>;
  /** The widget name, or 'portal'. */
  widget: string;
  project?: string;
}

/**
 * A link's detail within a mount: the scope's widget and project (a link's own project wins).
 * @example scopedDetail({ widget: 'library', project: 'dmc' }, { kind: 'session', id: 'a', url: '/e/a' })
 *   // { kind: 'session', id: 'a', url: '/e/a', widget: 'library', project: 'dmc' }
 */
export function scopedDetail(
  scope: Pick<LinkScope, 'widget' | 'project'>,
  link: Pick<LinkDetail, 'kind' | 'id' | 'url' | 'project'>,
): LinkDetail {
  const { project: own, ...rest } = link;
  const project = own ?? scope.project;
  return project === undefined ? { ...rest, widget: scope.widget } : { ...rest, widget: scope.widget, project };
}
