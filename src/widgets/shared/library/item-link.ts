/** A list widget item's link through the host's link hooks (kept beside the list widgets: it shares their chunk). */
import type { ContentType } from '../../../core/library/content-type';
import type { HostLinkKind, LinkScope } from '../../../core/links/link-hook';
import { widgetItemLink } from '../../../core/library/widget-lists';
import { asRecord } from '../../../core/values';
import { hostLinkProps, type HostItemLink } from '../../../ui/links/host-link';

/**
 * A list widget item's link (core `widgetItemLink`: the settings' URL patterns) through the host's hooks: resources
 * and slides are `resource` links (by the resource's slug), events `session` links, speakers `speaker` links (by id).
 */
export function widgetItemHostLink(
  links: LinkScope | undefined,
  contentType: ContentType,
  item: unknown,
  urlPatterns: unknown,
): HostItemLink | null {
  const record = asRecord(item);
  const base = widgetItemLink(contentType, item, urlPatterns);
  const kind: HostLinkKind = contentType === 'events' ? 'session' : contentType === 'speakers' ? 'speaker' : 'resource';
  const subject = contentType === 'slides' ? asRecord(record?.congressresource) : record;
  const props = hostLinkProps(links, kind, kind === 'speaker' ? subject?.id : subject?.slug, base?.href ?? null);
  return props ? { ...props, target: base?.target ?? '_top' } : null;
}
