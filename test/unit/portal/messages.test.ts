/** Every visible portal text comes from an i18n key in both shipped languages. */
import { describe, expect, it } from 'vitest';
import { portalMessages, routeLabelKey } from '../../../src/portal/messages';
import { detailMessages } from '../../../src/portal/detail/messages';
import { socialMessages } from '../../../src/portal/social/messages';
import { trackingTestMessages } from '../../../src/portal/screens/tracking-messages';

describe('portal messages', () => {
  it('en and de have the same keys, none blank', () => {
    expect(Object.keys(portalMessages.de).sort()).toEqual(Object.keys(portalMessages.en).sort());
    for (const table of [portalMessages.en, portalMessages.de])
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('the route label is the innermost route with a label, else its parents’, else Portal', () => {
    const has = (k: string) => k in portalMessages.en;
    expect(routeLabelKey(['Library', 'Events'], has)).toBe('route.Library');
    expect(routeLabelKey(['Favourites'], has)).toBe('route.Favourites');
    expect(routeLabelKey(['Nope'], has)).toBe('route.other');
  });

  it.each([
    ['detail pages', detailMessages],
    ['social controls', socialMessages],
    ['tracking test', trackingTestMessages],
  ])('the %s’ texts (shipped with their lazy chunks): en and de have the same keys, none blank', (_name, messages) => {
    expect(Object.keys(messages.de).sort()).toEqual(Object.keys(messages.en).sort());
    for (const table of [messages.en, messages.de])
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('texts of lazy chunks are not in the shell (issue 10: portal first route ≤ 90 kB gzip)', () => {
    for (const key of [...Object.keys(socialMessages.en), ...Object.keys(trackingTestMessages.en)])
      expect(key in portalMessages.en).toBe(false);
  });
});
