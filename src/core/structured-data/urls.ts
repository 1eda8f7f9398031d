import { asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';
import { widgetModeLink } from '../widget-mode/url-pattern';

/**
 * Where the things a mount shows live, for `@id`, `url`, `embedUrl` and the session's VirtualLocation:
 * - `patterns`: the widget-mode URL patterns (keys cr, event, speaker; spec 3 §2), when the host configured them;
 * - `portal`: the absolute URL of the portal's base path, when a portal is mounted — its routes are the canonical
 *   pages (`/{project}/events/{slug}`, `/{project}/crs/{slug}`, `/speakers/{id}`, `/{project}/channels/{slug}`);
 * - otherwise the host `page` itself: with the fragment `#{slug}` (the timetable's deep link) for a session or a
 *   resource, as it is for a channel (a live player plays it right there); a speaker has no page of its own then.
 * `live` is a widget's `liveLinkPattern` (###slug### of the session): where a session is watched online.
 * `api` resolves media and asset URLs the API sends as paths (`/api/assets/file/…`).
 */
export interface LinkBase {
  page: string;
  portal?: string | null;
  patterns?: Record<string, unknown> | null;
  live?: string | null;
  api?: string | null;
}

export type LinkKind = 'project' | 'event' | 'cr' | 'speaker' | 'channel';

/**
 * An absolute http(s) URL for JSON-LD: the value through the URL gate (src/core/url), resolved against `base`,
 * and through the gate again; mailto:, tel: and every refused scheme give null, so the caller drops the field.
 * @example absoluteUrl('/api/assets/file/a.svg', 'https://cdn.example/api') // 'https://cdn.example/api/assets/file/a.svg'
 * absoluteUrl('javascript:alert(1)', 'https://x.example/') // null
 */
export function absoluteUrl(value: unknown, base: string | null | undefined): string | null {
  const raw = safeUrl(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? safeUrl(url.href) : null;
  } catch {
    return null;
  }
}

/**
 * The `@id` of an item that every session of a list points at (the congress, a room): its URL without the query.
 * A host page's query (a CMS's parameters) is often longer than the rest of the reference, and every session repeats
 * each reference; the fragment keeps the item apart from the page, the project named in it the congresses a page
 * shows. The item's `url`, where it has one, stays the full link.
 * @example nodeId('https://society.example/p?id=7#congress-dmc2026') // 'https://society.example/p#congress-dmc2026'
 */
export function nodeId(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  return url.slice(0, query) + (hash < 0 ? '' : url.slice(hash));
}

const enc = encodeURIComponent;
let lastPage: [string, string | null] = ['', null];
/** The page without its fragment, absolute and through the gate; remembered (every item of a mount asks). */
function pageBase(page: string): string | null {
  if (lastPage[0] !== page) lastPage = [page, absoluteUrl(page.split('#')[0], undefined)];
  return lastPage[1];
}

/**
 * The canonical URL of a thing a widget or the portal shows (see {@link LinkBase}), through the URL gate; null
 * when the item lacks what the pattern needs or the result is refused. `listProject`: the project of the list the
 * item comes from, for an item that does not name its own.
 */
export function linkOf(kind: LinkKind, item: unknown, links: LinkBase, listProject?: string | null): string | null {
  const o = asRecord(item);
  // A speaker has a page only in the portal or through a pattern (every performer of a list asks).
  if (!o || (kind === 'speaker' && !links.patterns && !links.portal)) return null;
  const slug = nonEmptyString(kind === 'project' ? o.name : o.slug);
  const id = nonEmptyString(o.id);
  const project = nonEmptyString(kind === 'project' ? o.name : o.project) ?? listProject ?? null;
  const base = links.page;
  if ((kind === 'cr' || kind === 'event' || kind === 'speaker') && links.patterns) {
    const link = widgetModeLink(kind, o, links.patterns);
    if (link) return absoluteUrl(link.href, base);
  }
  const portal = links.portal?.replace(/\/+$/, '');
  if (portal) {
    const path =
      kind === 'speaker'
        ? id && `/speakers/${enc(id)}`
        : kind === 'project'
          ? project && `/${enc(project)}`
          : project &&
            slug &&
            `/${enc(project)}/${{ event: 'events', cr: 'crs', channel: 'channels' }[kind]}/${enc(slug)}`;
    if (path) return absoluteUrl(portal + path, base);
  }
  if (kind === 'speaker') return null;
  // The page passed the gate once (pageBase): a channel is the page itself (a live player plays it there), and a
  // percent-encoded fragment cannot change what the page is.
  const page = pageBase(base);
  if (kind === 'channel') return page;
  const key = kind === 'project' ? project && `congress-${project}` : slug;
  return key && page ? `${page}#${enc(key)}` : null;
}
