import { describe, expect, it } from 'vitest';
import { adFilterValues, adModuleValues, adTagsOfRoute } from '../../../../src/core/ads/route-context';
import { matchingAdvertisements } from '../../../../src/core/ads/match';

const ad = (id: number, boost: number, rules: unknown) => ({
  id,
  boost,
  modules: [{ type: 'single-image' }],
  placement_rules: JSON.stringify(rules),
});

describe("spec 1 §5 advertisement matching on portal routes: the route's ad tags", () => {
  it('a listing: its name, the family "library", its content type and its scope', () => {
    expect(adTagsOfRoute('library', 'ProjectEvents', { project: 'dmc2026' }, 'events')).toEqual([
      'projectevents',
      'library',
      'events',
      'dmc2026',
    ]);
    expect(adTagsOfRoute('library', 'CongressResources', {}, 'congressresources')).toEqual([
      'congressresources',
      'library',
    ]);
    expect(adTagsOfRoute('library', 'GroupSlides', { group: 'cardio' }, 'slides')).toEqual([
      'groupslides',
      'library',
      'slides',
      'cardio',
    ]);
  });

  it('a detail page: its name and the family "detail"', () => {
    expect(adTagsOfRoute('detail', 'CRDetail', { project: 'dmc2026', slug: 'x' })).toEqual([
      'crdetail',
      'detail',
      'dmc2026',
    ]);
    expect(adTagsOfRoute('detail', 'SpeakerDetail', { id: 'y' })).toEqual(['speakerdetail', 'detail']);
  });

  it('active filters as `field==value` in the filter grammar', () => {
    expect(
      adFilterValues([
        { field: 'topics', value: 'Cardiology' },
        { field: 'type', value: 'a;b' },
      ]),
    ).toEqual(['topics==Cardiology', 'type==a\\;b']);
    expect(adFilterValues([])).toEqual([]);
  });

  it('spec 1 §9 boost order and §5 rules together: location "library" on every listing, a filter rule only with its filter', () => {
    const ads = [
      ad(1, 5, [{ name: 'filter', options: { values: 'topics==Cardiology' } }]),
      ad(2, 10, [{ name: 'location', options: { values: 'library' } }]),
    ];
    const listing = { adTags: adTagsOfRoute('library', 'CongressResources', {}, 'congressresources') };
    expect(matchingAdvertisements(ads, { ...listing, activeFilters: [] }).map((a) => a.id)).toEqual([2]);
    expect(
      matchingAdvertisements(ads, {
        ...listing,
        activeFilters: adFilterValues([{ field: 'topics', value: 'Cardiology' }]),
      }).map((a) => a.id),
    ).toEqual([2, 1]);
    expect(matchingAdvertisements(ads, { adTags: adTagsOfRoute('detail', 'CRDetail', {}) }).map((a) => a.id)).toEqual(
      [],
    );
  });
});

describe('spec 1 §5 "module rules must match … module values": the page\'s module values', () => {
  it.each([
    ['a listing is the module contenttype', { contentType: 'events' }, { contenttype: ['events'] }],
    [
      'a resource page offers topics, topics2, type and crtype',
      {
        item: {
          topics: ['Neurology', 'Imaging'],
          topics2: ['Guidelines'],
          type: 'Lecture',
          crtype: 'lecture',
          slug: 'x',
        },
      },
      { topics: ['Neurology', 'Imaging'], topics2: ['Guidelines'], type: ['Lecture'], crtype: ['lecture'] },
    ],
    [
      'comma lists and blanks as elsewhere',
      { item: { topics: 'Neurology, ,Surgery', type: '  ' } },
      { topics: ['Neurology', 'Surgery'] },
    ],
    ['a speaker page has none of these fields', { item: { id: 7, lastname: 'Berg' } }, {}],
    ['a detail page before its item loaded', { item: null }, {}],
  ])('%s', (_label, page, expected) => {
    expect(adModuleValues(page)).toEqual(expected);
  });

  it("the demo's module rule (topics: Neurology) places its ad on neurology detail pages only, not on listings", () => {
    const ads = [
      ad(3, 20, [{ name: 'module', options: { moduleName: 'topics', values: 'Neurology' } }]),
      ad(5, 3, [{ name: 'location', options: { values: 'crdetail' } }]),
    ];
    const detail = (topics: string[]) => ({
      adTags: adTagsOfRoute('detail', 'CRDetail', { project: 'p' }),
      moduleValues: adModuleValues({ item: { topics } }),
    });
    expect(matchingAdvertisements(ads, detail(['Neurology'])).map((a) => a.id)).toEqual([3, 5]);
    expect(matchingAdvertisements(ads, detail(['Oncology'])).map((a) => a.id)).toEqual([5]);
    const listing = {
      adTags: adTagsOfRoute('library', 'CongressResources', {}, 'congressresources'),
      activeFilters: adFilterValues([{ field: 'topics', value: 'Neurology' }]),
      moduleValues: adModuleValues({ contentType: 'congressresources' }),
    };
    expect(matchingAdvertisements(ads, listing)).toEqual([]);
  });
});
