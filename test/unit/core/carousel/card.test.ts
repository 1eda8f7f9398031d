import { describe, expect, it } from 'vitest';
import { toCard, toCards } from '../../../../src/core/content/card';

describe('spec 3 §2 Links and URLs, §3 card settings: a card from settings of any shape', () => {
  it('keeps the fields of a well-formed card', () => {
    const { card, problems } = toCard({
      title: ' Plenary ',
      text: 'Opening',
      image: { default: '/a.png', xs: '/a-xs.png' },
      imageAlt: 'Stage',
      link: '/programme',
      linkText: 'More',
      external: 'true',
    });
    expect(card).toEqual({
      title: 'Plenary',
      text: 'Opening',
      image: { default: '/a.png', xs: '/a-xs.png' },
      imageAlt: 'Stage',
      link: '/programme',
      linkText: 'More',
      external: true,
    });
    expect(problems).toEqual([]);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'a script-scheme link %j gives no link and is reported',
    (link) => {
      const { card, problems } = toCard({ title: 'T', link });
      expect(card.link).toBe('');
      expect(problems).toEqual([{ field: 'link', value: link }]);
    },
  );

  it('settings of the wrong type give empty fields, never a throw', () => {
    const { card, problems } = toCard({ title: { x: 1 }, text: 42, image: 7, external: 'maybe' });
    expect(card).toMatchObject({ title: '', text: '42', image: {}, external: false });
    expect(problems).toEqual([{ field: 'image', value: 7 }]);
    expect(toCard(null).card.title).toBe('');
  });

  it('an image given as a string is its default rendition', () => {
    expect(toCard({ image: '/x.png' }).card.image).toEqual({ default: '/x.png' });
  });
});

describe('card slider cards: empty or malformed lists', () => {
  it('a non-list is reported and gives no cards; an empty list gives none quietly', () => {
    expect(toCards('cards')).toEqual({ cards: [], problems: [{ field: 'cards', value: 'cards' }] });
    expect(toCards([])).toEqual({ cards: [], problems: [] });
    expect(toCards(undefined)).toEqual({ cards: [], problems: [] });
  });

  it('entries that are not objects are skipped and reported with their index', () => {
    const { cards, problems } = toCards([{ title: 'A' }, 'B', { title: 'C', link: 'javascript:x' }]);
    expect(cards.map((c) => c.title)).toEqual(['A', 'C']);
    expect(problems).toEqual([
      { field: 'cards[1]', value: 'B' },
      { field: 'cards[2].link', value: 'javascript:x' },
    ]);
  });
});
