/**
 * Share and cite of a congress resource (spec 2 §4, §5), wherever it shows: a saved item on /favourites and the
 * action bar of its detail page. The link is the resource's detail page (never the current address, which may carry a
 * sign-in token); the citation names the congress (project) title and dates in the project's time zone.
 */
import { entityOf, usePortal } from '../app-context';
import type { Item } from '../library/items';
import { CiteButton, ShareButton } from './SocialActions';

export function ResourceActions({
  item,
  title,
  href,
  timestamp,
}: {
  item: Item;
  title: string;
  href: string;
  /** The share dialog's "start at" (seconds), read when it opens: the detail page's player time. */
  timestamp?: () => number | null;
}) {
  const { clientConfig } = usePortal();
  const project = entityOf(clientConfig, 'projects', typeof item.project === 'string' ? item.project : undefined) as {
    title?: unknown;
    timezone?: unknown;
  } | null;
  const url = new URL(href, window.location.href).href;
  return (
    <>
      <ShareButton url={url} title={title} id={String(item.id)} timestamp={timestamp} />
      <CiteButton
        title={title}
        input={{ resource: item, congressTitle: project?.title, url, timezone: project?.timezone }}
      />
    </>
  );
}
