/**
 * The portal as a guest in someone else's page (shared/ARCHITECTURE.md "The portal: a guest"; WCAG 1.3.1 and
 * 2.4.1; axe landmark-no-duplicate-banner, -main, -contentinfo and region): a page has one banner, one main and one
 * contentinfo landmark, and all of its content sits in some landmark. The portal's header, main area and footer
 * are those landmarks on a page of their own; on a host page that already has one, that part becomes a named region.
 */
export type PageLandmark = 'banner' | 'main' | 'contentinfo';

export const PAGE_LANDMARKS: readonly PageLandmark[] = ['banner', 'main', 'contentinfo'];

/** What the portal reads about one element of the host page that may be a page landmark. */
export interface HostElementFacts {
  /** The tag name, any case. */
  tag: string;
  /** The role attribute as written (null or '' when there is none). */
  role: string | null;
  /**
   * Inside article, aside, main, nav or section, or an element with such a role: a header or footer there is a
   * part of that section, not the page's banner or contentinfo (HTML-AAM).
   */
  scoped: boolean;
  /** Not exposed to assistive technology (hidden, aria-hidden, not rendered): no landmark at all. */
  hidden: boolean;
}

/** The page landmark a host element exposes, or null. An explicit role wins over the tag (its first token). */
export function pageLandmarkOf(element: HostElementFacts): PageLandmark | null {
  if (element.hidden) return null;
  const role = (element.role ?? '').trim().toLowerCase().split(/\s+/)[0];
  if (role) return (PAGE_LANDMARKS as readonly string[]).includes(role) ? (role as PageLandmark) : null;
  const tag = element.tag.toLowerCase();
  if (tag === 'main') return 'main';
  if (tag === 'header' && !element.scoped) return 'banner';
  if (tag === 'footer' && !element.scoped) return 'contentinfo';
  return null;
}

/**
 * How the portal renders a part: as the page landmark itself, as a region named for the portal (its content stays
 * in a landmark, and the page keeps one banner, main or contentinfo), or plain (it sits inside a host landmark).
 */
export type GuestPart = 'landmark' | 'region' | 'plain';

export type GuestLandmarks = Readonly<Record<PageLandmark, GuestPart>>;

/**
 * The portal's parts on a page (the decision rule). `hostLandmarks`: the landmarks the host page exposes outside the
 * portal (see {@link pageLandmarkOf}). `insideLandmark`: the portal's mount element sits inside a host landmark (its
 * main, a named section, a complementary box…): then every part is plain, because its content is already in a
 * landmark and a main inside another landmark is not top level. Otherwise each part is the page landmark unless the
 * host page has that one already, then a region.
 */
export function guestLandmarks(hostLandmarks: Iterable<PageLandmark | null>, insideLandmark: boolean): GuestLandmarks {
  if (insideLandmark) return { banner: 'plain', main: 'plain', contentinfo: 'plain' };
  const taken = new Set(hostLandmarks);
  const part = (landmark: PageLandmark): GuestPart => (taken.has(landmark) ? 'region' : 'landmark');
  return { banner: part('banner'), main: part('main'), contentinfo: part('contentinfo') };
}
