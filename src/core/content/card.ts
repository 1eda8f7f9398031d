import { safeUrl } from '../url/safe-url';
import { asArray, asRecord, isOn } from '../values';
import type { ImageAssets } from './image-renditions';

/** One card of the card and card-slider widgets (docs/widgets/card.md): every field checked, links gated. */
export interface CardData {
  title: string;
  text: string;
  /** Renditions default / md / sm / xs (spec 3 §9); a bare string is the default rendition. */
  image: ImageAssets;
  imageAlt: string;
  /** Passed the URL gate; '' when absent or refused. */
  link: string;
  linkText: string;
  external: boolean;
}

/** What was wrong with a card's input, for the widget's console warning (the card still renders). */
export interface CardProblem {
  field: string;
  value: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * A card from settings of any shape: strings stay strings (numbers become text), anything else is empty; an
 * image given as a string is its default rendition; a link the URL gate refuses (a script scheme, spec 3 §2
 * "Links and URLs") is dropped and reported, so the card shows without a link.
 */
export function toCard(raw: unknown): { card: CardData; problems: CardProblem[] } {
  const r = asRecord(raw) ?? {};
  const problems: CardProblem[] = [];
  const image = typeof r.image === 'string' ? { default: r.image } : (asRecord(r.image) ?? {});
  if (r.image !== undefined && r.image !== null && r.image !== '' && typeof r.image !== 'string' && !asRecord(r.image))
    problems.push({ field: 'image', value: r.image });
  const link = text(r.link);
  const gated = link ? safeUrl(link) : null;
  if (link && gated === null) problems.push({ field: 'link', value: r.link });
  return {
    card: {
      title: text(r.title),
      text: text(r.text),
      image,
      imageAlt: text(r.imageAlt),
      link: gated ?? '',
      linkText: text(r.linkText),
      external: isOn(r.external),
    },
    problems,
  };
}

/**
 * The cards of a card slider (or the slides of an image slider, `field` 'images'): a non-list gives none
 * (reported); entries that are not objects are skipped and reported with their index.
 */
export function toCards(raw: unknown, field = 'cards'): { cards: CardData[]; problems: CardProblem[] } {
  const problems: CardProblem[] = [];
  if (raw !== undefined && !Array.isArray(raw)) problems.push({ field, value: raw });
  const cards: CardData[] = [];
  asArray(raw).forEach((entry, i) => {
    if (!asRecord(entry)) {
      problems.push({ field: `${field}[${i}]`, value: entry });
      return;
    }
    const { card, problems: own } = toCard(entry);
    cards.push(card);
    problems.push(...own.map((p) => ({ field: `${field}[${i}].${p.field}`, value: p.value })));
  });
  return { cards, problems };
}
