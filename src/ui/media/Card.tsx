/**
 * A content card (ARCHITECTURE.md src/ui "Card"): image (rendition by the card's width, spec 3 §9), title, text
 * and an optional link (already through the URL gate, core `toCard`). The whole card is one link when it has
 * one, named by its title; an external link opens in a new tab and says so. It fills the height it is given,
 * text clamped, so its box is known before its data (issue 9).
 */
import { renditionForWidth } from '../../core/content/image-renditions';
import type { CardData } from '../../core/content/card';
import { FallbackImage } from './FallbackImage';

export interface CardLabels {
  unavailable: string;
  opensInNewTab: string;
  more: string;
}

export function Card({
  card,
  width,
  errorImage,
  labels,
  owner,
  headingLevel = 3,
}: {
  card: CardData;
  width: number;
  errorImage?: unknown;
  labels: CardLabels;
  owner: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const src = renditionForWidth(width || undefined, card.image);
  const body = (
    <>
      <div className="cp-card__media">
        <FallbackImage
          src={src}
          alt={card.imageAlt}
          errorImage={errorImage}
          unavailable={labels.unavailable}
          owner={owner}
        />
      </div>
      <div className="cp-card__body">
        {card.title ? <Heading className="cp-card__title">{card.title}</Heading> : null}
        {card.text ? <p className="cp-card__text">{card.text}</p> : null}
        {card.link ? (
          <span className="cp-card__more">
            {card.linkText || labels.more}
            {card.external ? <span className="cp-visually-hidden"> {labels.opensInNewTab}</span> : null}
          </span>
        ) : null}
      </div>
    </>
  );
  return card.link ? (
    <a
      className="cp-card"
      href={card.link}
      {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : { target: '_top' })}
    >
      {body}
    </a>
  ) : (
    <div className="cp-card">{body}</div>
  );
}
