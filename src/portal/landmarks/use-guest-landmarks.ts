/**
 * The portal's landmarks on the page it is mounted in (core `guestLandmarks`): read from the host page at the
 * first render, so the first paint already has the right roles, and read again whenever the host page adds,
 * removes or re-roles elements later (host pages that render their own header after the portal mounted: a
 * single-page app, a CMS's late template). The observer watches the host's light DOM only (shadow roots, the
 * portal's own included, are not part of it) and reads at most once a frame.
 */
import { useEffect, useState } from 'react';
import {
  guestLandmarks,
  pageLandmarkOf,
  type GuestLandmarks,
  type GuestPart,
  type PageLandmark,
} from '../../core/landmarks/guest-landmarks';

const CANDIDATES = 'header, footer, main, [role~="banner"], [role~="main"], [role~="contentinfo"]';
/** What makes a header or footer a part of a section rather than of the page (HTML-AAM; axe's implicit roles). */
const SCOPES =
  'article, aside, main, nav, section, [role~="article"], [role~="complementary"], [role~="main"], [role~="navigation"], [role~="region"]';
/** Host landmarks the mount element may sit in (a labelled section or form is a region). */
const LANDMARK_ANCESTORS =
  'main, aside, nav, section[aria-label], section[aria-labelledby], [role~="main"], [role~="region"], [role~="complementary"], [role~="navigation"], [role~="banner"], [role~="contentinfo"], [role~="search"]';

/** Not exposed: hidden by an attribute, or not rendered (`display: contents` renders no box of its own but is exposed). */
const hidden = (el: Element) =>
  !!el.closest('[hidden], [aria-hidden="true"]') ||
  (el.getClientRects().length === 0 && getComputedStyle(el).display !== 'contents');

/** The decision for the page as it is now. */
export function readGuestLandmarks(host: Element): GuestLandmarks {
  const doc = host.ownerDocument;
  const found: (PageLandmark | null)[] = [];
  for (const el of Array.from(doc.querySelectorAll(CANDIDATES))) {
    if (el === host || host.contains(el)) continue;
    found.push(
      pageLandmarkOf({
        tag: el.tagName,
        role: el.getAttribute('role'),
        scoped: !!el.parentElement?.closest(SCOPES),
        hidden: hidden(el),
      }),
    );
  }
  const parent = host.parentElement;
  return guestLandmarks(found, !!parent?.closest(LANDMARK_ANCESTORS) || !!parent?.closest('header, footer'));
}

export function useGuestLandmarks(host: Element): GuestLandmarks {
  const [landmarks, setLandmarks] = useState(() => readGuestLandmarks(host));
  useEffect(() => {
    const body = host.ownerDocument.body;
    if (!body || typeof MutationObserver === 'undefined') return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = readGuestLandmarks(host);
      // The same decision keeps the same object: nothing renders again.
      setLandmarks((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(read);
    });
    observer.observe(body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'hidden', 'aria-hidden'],
    });
    read(); // anything that changed between the first render and now
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [host]);
  return landmarks;
}

/** The attributes that give a portal part its role: the landmark, a region named for the portal, or none. */
export function landmarkAttributes(
  landmark: PageLandmark,
  part: GuestPart,
  label: string,
): { role?: string; 'aria-label'?: string } {
  if (part === 'landmark') return { role: landmark };
  if (part === 'region') return { role: 'region', 'aria-label': label };
  return {};
}
