import { describe, expect, it } from 'vitest';
import { footerLegalLinks, portalPathOf } from '../../../../src/core/menus/footer';
import { flattenMenuItems, footerSitemap } from '../../../../src/core/menus/sitemap';
import { dateLanguageOf } from '../../../../src/core/i18n-dates/date-language-choice';

describe('spec 3 §2 Footer legal links: copyright, contact, data protection, imprint, terms', () => {
  it('lists the links with a URL, in that order, through the URL gate', () => {
    const client = {
      termsAndConditionsUrl: 'https://t',
      imprintUrl: '/imprint',
      contactUrl: 'mailto:a@b.c',
      copyrightUrl: 'javascript:alert(1)',
      dataProtectionUrl: '',
    };
    expect(footerLegalLinks(client)).toEqual([
      { kind: 'contact', url: 'mailto:a@b.c' },
      { kind: 'imprint', url: '/imprint' },
      { kind: 'terms', url: 'https://t' },
    ]);
    expect(footerLegalLinks(undefined)).toEqual([]);
  });
  it.each([
    ['/imprint', '/imprint'],
    ['//evil.example/x', null],
    ['https://x', null],
    ['mailto:a@b', null],
    ['#top', null],
    [null, null],
  ])('root-relative URLs are portal paths: %j → %j', (url, path) => {
    expect(portalPathOf(url)).toBe(path);
  });
});

const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  text: `i${id}`,
  position: 'header',
  side: 'left',
  link_type: 'path',
  link: `/p${id}`,
  ...extra,
});

describe('spec 3 §2 Footer sitemap: nav items up to 3 levels, excluding spotlights', () => {
  it('builds 3 levels from flat items and drops the 4th level', () => {
    const items = [
      item(1),
      item(2, { parent_id: 1 }),
      item(3, { parent_id: 2 }),
      item(4, { parent_id: 3 }),
      item(5, { side: 'right' }),
    ];
    const tree = footerSitemap(items, { loggedIn: false });
    expect(tree.map((i) => i.id)).toEqual([1, 5]);
    expect(tree[0].childItems![0].childItems![0].id).toBe(3);
    expect(tree[0].childItems![0].childItems![0].childItems).toEqual([]);
  });
  it('takes nested childItems as served by the configuration, leaves out spotlights and other positions', () => {
    const items = [
      item(1, { nav_type: 'dropdown', childItems: [item(2, { parent_id: 1 })] }),
      item(3, { nav_type: 'spotlights', childItems: [item(4)] }),
      item(6, { position: 'footer' }),
    ];
    expect(flattenMenuItems(items).map((i) => [i.id, i.parent_id ?? null])).toEqual([
      [1, null],
      [2, 1],
      [3, null],
      [4, 3],
      [6, null],
    ]);
    const tree = footerSitemap(items, { loggedIn: false });
    expect(tree.map((i) => [i.id, i.childItems!.map((c) => c.id)])).toEqual([[1, [2]]]);
  });
  it('filters by login state and language like the navigation', () => {
    const items = [item(1, { show_loggedoff: 0 }), item(2, { languages: ['de'] }), item(3)];
    expect(footerSitemap(items, { loggedIn: false, locale: 'en' }).map((i) => i.id)).toEqual([3]);
    expect(footerSitemap(items, { loggedIn: true, locale: 'de' }).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe('spec 1 §9 date language: the chosen language, else German if the browser or default language is de', () => {
  it.each([
    ['en', 'de-DE', 'de', 'en'],
    ['de', 'en-US', 'en', 'de'],
    [null, 'de-AT', 'en', 'de'],
    [null, 'en-US', 'de', 'de'],
    [null, 'fr', 'en', 'en'],
    ['fr', 'fr', 'fr', 'en'],
  ])('chosen %j, browser %j, default %j → %s', (chosen, browser, def, expected) => {
    expect(dateLanguageOf(chosen, browser, def)).toBe(expected);
  });
});
