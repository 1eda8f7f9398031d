/** Every visible portal text comes from an i18n key in both shipped languages. */
import { describe, expect, it } from 'vitest';
import { portalMessages, routeLabelKey } from '../../../src/portal/messages';
import { detailMessages } from '../../../src/portal/detail/messages';

describe('portal messages', () => {
  it('en and de have the same keys, none blank', () => {
    expect(Object.keys(portalMessages.de).sort()).toEqual(Object.keys(portalMessages.en).sort());
    for (const table of [portalMessages.en, portalMessages.de]) for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('the route label is the innermost route with a label, else its parents’, else Portal', () => {
    const has = (k: string) => k in portalMessages.en;
    expect(routeLabelKey(['Library', 'Events'], has)).toBe('route.Library');
    expect(routeLabelKey(['Favourites'], has)).toBe('route.Favourites');
    expect(routeLabelKey(['Nope'], has)).toBe('route.other');
  });

  it('the detail pages’ texts (shipped with their chunks): en and de have the same keys, none blank', () => {
    expect(Object.keys(detailMessages.de).sort()).toEqual(Object.keys(detailMessages.en).sort());
    for (const table of [detailMessages.en, detailMessages.de]) for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });
});
