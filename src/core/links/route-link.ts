/**
 * The portal's routes that are host links (a module of its own: only the portal needs it, while the resolving code in
 * link-hook.ts is shared with the widgets).
 */
import type { HostLinkKind } from './link-hook';

/** The portal's routes that are links of a kind, and the route parameter that holds the id. */
export const ROUTE_LINK_KINDS: Readonly<Record<string, { kind: HostLinkKind; param: string }>> = {
  EventDetail: { kind: 'session', param: 'slug' },
  CRDetail: { kind: 'resource', param: 'slug' },
  SpeakerDetail: { kind: 'speaker', param: 'id' },
  ChannelDetail: { kind: 'channel', param: 'slug' },
  PackageDetail: { kind: 'package', param: 'slugOrSku' },
};

/** The link kind and id of a portal route target, or null for a route that is no such link (menus, listings). */
export function routeLinkOf(
  name: string,
  params: Record<string, string> | undefined,
): { kind: HostLinkKind; id: string; project?: string } | null {
  const entry = Object.hasOwn(ROUTE_LINK_KINDS, name) ? ROUTE_LINK_KINDS[name] : undefined;
  const id = entry ? params?.[entry.param] : undefined;
  if (!entry || !id) return null;
  return params?.project ? { kind: entry.kind, id, project: params.project } : { kind: entry.kind, id };
}
