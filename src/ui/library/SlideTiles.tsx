/**
 * Slides of a list widget (contenttype slides): each slide's image with its title, linked to its recording at the
 * slide's time when the URL patterns give a link (core `widgetItemLink`). The portal's listing has its own, with
 * the open preview (src/portal/library/Slides.tsx).
 */
import { asRecord } from '../../core/values';
import type { HostItemLink } from '../links/host-link';
import { safeUrl } from '../../core/url/safe-url';
import type { Item } from './ItemViews';

export const slideImage = (slide: Item) => safeUrl(asRecord(asRecord(asRecord(slide.event)?.medium)?.asset)?.url);

export function SlideTiles({ items, link }: { items: Item[]; link(item: Item): HostItemLink | null }) {
  return (
    <ul className="cp-library__slides cp-lw__slides">
      {items.map((slide) => {
        const src = slideImage(slide);
        const title = String(slide.title ?? '');
        const href = link(slide);
        const image = src ? (
          <img src={src} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="cp-slide__blank" />
        );
        return (
          <li key={String(slide.id)} className="cp-lw__slide">
            {href ? (
              <a href={href.href} target={href.target} onClick={href.onClick}>
                {image}
                <span>{title}</span>
              </a>
            ) : (
              <>
                {image}
                <span>{title}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
