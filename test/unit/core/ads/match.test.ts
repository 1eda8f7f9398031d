import { describe, expect, it } from 'vitest';
import {
  advertisementMatches,
  hasVisibleModule,
  matchingAdvertisements,
  sortByBoost,
} from '../../../../src/core/ads/match';
import { parsePlacementRules } from '../../../../src/core/ads/placement-rules';

const visible = [{ type: 'image', layout: { hide: false } }];
const location = (values: string) => ({ name: 'location', options: { values } });
const context = { adTags: ['library', 'home'], activeFilters: ['Cardiology'], moduleValues: { topic: ['Imaging'] } };

describe('spec 1 §3/§7 Placement rules: JSON string or list; options.values is a comma list; bad JSON gives no rules', () => {
  it.each([
    [
      JSON.stringify([location('home, library')]),
      [{ name: 'location', values: ['home', 'library'], moduleName: null }],
    ],
    [
      [{ name: 'Module', options: { values: 'a', moduleName: 'topic' } }],
      [{ name: 'module', values: ['a'], moduleName: 'topic' }],
    ],
    [[{ name: 'filter' }], [{ name: 'filter', values: [], moduleName: null }]],
    ['[{bad json', []],
    ['{"name":"location"}', []],
    [[{ name: 'weather', options: { values: 'x' } }, null, 'x'], []],
    [null, []],
  ])('%j → %j', (value, expected) => {
    expect(parsePlacementRules(value)).toEqual(expected);
  });
});

describe('spec 1 §5 Advertisement matching: visible module, location overlaps ad tags, filter/module rules match', () => {
  it.each([
    ['location overlaps', { modules: visible, placement_rules: [location('home')] }, true],
    ['location as JSON string', { modules: visible, placement_rules: JSON.stringify([location('x,library')]) }, true],
    ['location does not overlap', { modules: visible, placement_rules: [location('detail')] }, false],
    [
      'all modules hidden',
      { modules: [{ type: 'i', layout: { hide: true } }], placement_rules: [location('home')] },
      false,
    ],
    ['hide as 1', { modules: [{ type: 'i', layout: { hide: 1 } }], placement_rules: [location('home')] }, false],
    [
      'one of two modules visible',
      { modules: [{ type: 'i', layout: { hide: true } }, { type: 'j' }], placement_rules: [location('home')] },
      true,
    ],
    ['no modules', { placement_rules: [location('home')] }, false],
    [
      'filter matches',
      { modules: visible, placement_rules: [{ name: 'filter', options: { values: 'Cardiology' } }] },
      true,
    ],
    [
      'filter does not match',
      { modules: visible, placement_rules: [{ name: 'filter', options: { values: 'Oncology' } }] },
      false,
    ],
    [
      'module value matches',
      { modules: visible, placement_rules: [{ name: 'module', options: { values: 'Imaging', moduleName: 'topic' } }] },
      true,
    ],
    [
      'module name differs',
      { modules: visible, placement_rules: [{ name: 'module', options: { values: 'Imaging', moduleName: 'type' } }] },
      false,
    ],
    [
      'module without name looks at all',
      { modules: visible, placement_rules: [{ name: 'module', options: { values: 'Imaging' } }] },
      true,
    ],
    [
      'location and filter both needed',
      { modules: visible, placement_rules: [location('home'), { name: 'filter', options: { values: 'Oncology' } }] },
      false,
    ],
    ['bad JSON', { modules: visible, placement_rules: '[{"name":' }, false],
    ['no rules', { modules: visible, placement_rules: [] }, false],
    ['not an object', 'ad', false],
  ])('%s → %s', (_label, ad, expected) => {
    expect(advertisementMatches(ad, context)).toBe(expected);
  });

  it('a malformed context matches nothing and does not throw', () => {
    const ad = { modules: visible, placement_rules: [location('home')] };
    expect(advertisementMatches(ad, {})).toBe(false);
    expect(advertisementMatches(ad, { adTags: 'home' })).toBe(true);
    expect(hasVisibleModule({ modules: 'x' })).toBe(false);
  });
});

describe('spec 1 §9 Advertisements are sorted by boost descending', () => {
  it('sorts by boost (numbers as strings accepted, missing = 0, ties keep order)', () => {
    const ads = [
      { id: 1, boost: 1 },
      { id: 2, boost: '5' },
      { id: 3 },
      null,
      { id: 4, boost: 5 },
      { id: 5, boost: 'x' },
    ];
    expect(sortByBoost<{ id: number }>(ads).map((a) => a.id)).toEqual([2, 4, 1, 3, 5]);
    expect(sortByBoost('ads')).toEqual([]);
  });

  it('matchingAdvertisements filters and sorts', () => {
    const ads = [
      { id: 1, boost: 1, modules: visible, placement_rules: [location('home')] },
      { id: 2, boost: 9, modules: visible, placement_rules: [location('detail')] },
      { id: 3, boost: 3, modules: visible, placement_rules: JSON.stringify([location('library')]) },
    ];
    expect(matchingAdvertisements(ads, context).map((a) => a.id)).toEqual([3, 1]);
  });
});
