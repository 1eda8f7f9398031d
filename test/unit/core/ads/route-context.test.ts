import { describe, expect, it } from 'vitest';
import { adFilterValues, adTagsOfRoute } from '../../../../src/core/ads/route-context';
import { matchingAdvertisements } from '../../../../src/core/ads/match';

const ad = (id: number, boost: number, rules: unknown) => ({ id, boost, modules: [{ type: 'single-image' }], placement_rules: JSON.stringify(rules) });

describe('spec 1 §5 advertisement matching on portal routes: the route\'s ad tags', () => {
  it('a listing: its name, the family "library", its content type and its scope', () => {
    expect(adTagsOfRoute('library', 'ProjectEvents', { project: 'dmc2026' }, 'events')).toEqual(['projectevents', 'library', 'events', 'dmc2026']);
    expect(adTagsOfRoute('library', 'CongressResources', {}, 'congressresources')).toEqual(['congressresources', 'library']);
    expect(adTagsOfRoute('library', 'GroupSlides', { group: 'cardio' }, 'slides')).toEqual(['groupslides', 'library', 'slides', 'cardio']);
  });

  it('a detail page: its name and the family "detail"', () => {
    expect(adTagsOfRoute('detail', 'CRDetail', { project: 'dmc2026', slug: 'x' })).toEqual(['crdetail', 'detail', 'dmc2026']);
    expect(adTagsOfRoute('detail', 'SpeakerDetail', { id: 'y' })).toEqual(['speakerdetail', 'detail']);
  });

  it('active filters as `field==value` in the filter grammar', () => {
    expect(adFilterValues([{ field: 'topics', value: 'Cardiology' }, { field: 'type', value: 'a;b' }])).toEqual(['topics==Cardiology', 'type==a\\;b']);
    expect(adFilterValues([])).toEqual([]);
  });

  it('spec 1 §9 boost order and §5 rules together: location "library" on every listing, a filter rule only with its filter', () => {
    const ads = [ad(1, 5, [{ name: 'filter', options: { values: 'topics==Cardiology' } }]), ad(2, 10, [{ name: 'location', options: { values: 'library' } }])];
    const listing = { adTags: adTagsOfRoute('library', 'CongressResources', {}, 'congressresources') };
    expect(matchingAdvertisements(ads, { ...listing, activeFilters: [] }).map((a) => a.id)).toEqual([2]);
    expect(matchingAdvertisements(ads, { ...listing, activeFilters: adFilterValues([{ field: 'topics', value: 'Cardiology' }]) }).map((a) => a.id)).toEqual([2, 1]);
    expect(matchingAdvertisements(ads, { adTags: adTagsOfRoute('detail', 'CRDetail', {}) }).map((a) => a.id)).toEqual([]);
  });
});
