import { describe, expect, it } from 'vitest';
import {
  crsFilterClauses,
  eventResourcesQuery,
  speakerResourcesQuery,
} from '../../../../src/core/content/detail-lists';

describe("spec 2 §7 crsFilter: a project setting that narrows an event's resources", () => {
  it.each([
    ['an object of field → value', { crtype: 'lecture' }, [{ field: 'crtype', value: ['lecture'] }]],
    [
      'a list of values means any of them',
      { crtype: ['lecture', 'e-course'], status: 6 },
      [
        { field: 'crtype', value: ['lecture', 'e-course'] },
        { field: 'status', value: ['6'] },
      ],
    ],
    [
      'JSON text, as the CMS keeps project settings',
      '{"crtype":["lecture"],"free":1}',
      [
        { field: 'crtype', value: ['lecture'] },
        { field: 'free', value: ['1'] },
      ],
    ],
    ['dotted fields of the filter grammar', { 'speakers.id': 7 }, [{ field: 'speakers.id', value: ['7'] }]],
    [
      "the event's own keys cannot point the list elsewhere",
      { 'event.slug': 'other', project: 'other', crtype: 'lecture' },
      [{ field: 'crtype', value: ['lecture'] }],
    ],
    [
      'fields outside the grammar and empty values are ignored',
      { 'a;b': 'x', 'c==d': 'y', crtype: '', topics: [], status: null },
      [],
    ],
    ['not JSON', 'crtype==lecture', []],
    ['a JSON list', '["crtype"]', []],
    ['nothing', null, []],
  ])('%s', (_name, input, expected) => expect(crsFilterClauses(input)).toEqual(expected));
});

describe("spec 2 §2 EventDetail: the event's resources, 20 a page, newest first, narrowed by crsFilter", () => {
  it('asks for page 2 of 20 with the event, the project and the crsFilter clauses', () => {
    expect(eventResourcesQuery({ project: 'dmc2026', slug: 'opening' }, { crtype: 'lecture' }, 2)).toEqual({
      filter: [
        { field: 'project', value: ['dmc2026'] },
        { field: 'event.slug', value: ['opening'] },
        { field: 'crtype', value: ['lecture'] },
      ],
      limit: 20,
      page: 2,
      sort: '-datestart',
    });
  });
  it.each([
    [undefined, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['x', 1],
    [4.7, 4],
  ])('page %j → %j', (page, expected) => {
    expect(eventResourcesQuery({ project: 'p', slug: 's' }, null, page).page).toBe(expected);
  });
});

describe('spec 2 §2 SpeakerDetail: their resources, 40 a page, date descending', () => {
  it("asks for the speaker's resources in every project", () => {
    expect(speakerResourcesQuery(1000123, '2')).toEqual({
      filter: [{ field: 'speakers.id', value: ['1000123'] }],
      limit: 40,
      page: 2,
      sort: '-datestart',
    });
  });
});
