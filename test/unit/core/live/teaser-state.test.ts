import { describe, expect, it } from 'vitest';
import { collectionBoundary, teaserCongressState, teaserContent } from '../../../../src/core/live/teaser-state';

const collection = {
  datestart: '2026-03-27',
  dateend: '2026-03-29',
  htmlEmbed1: '<p>soon</p>',
  htmlEmbed2: '<p>thanks</p>',
};

describe('spec 3 §4 Teaser congress state: before / during / after against collection start and end inclusive', () => {
  it.each([
    ['2026-03-26T22:59:59.999Z', 'before'], // 23:59:59.999 CET on the day before
    ['2026-03-26T23:00:00Z', 'during'], // midnight CET, first day
    ['2026-03-29T12:00:00Z', 'during'],
    // 29 March 2026 is the DST change in Europe/Berlin: the day ends at 23:59:59.999 CEST = 21:59:59.999Z.
    ['2026-03-29T21:59:59.999Z', 'during'],
    ['2026-03-29T22:00:00Z', 'after'],
  ])('at %s → %s (date-only dates are whole days in Europe/Berlin)', (now, expected) => {
    expect(teaserCongressState(collection, Date.parse(now))).toBe(expected);
  });

  it('the autumn DST change (25 October 2026) ends the day at 23:00Z', () => {
    const c = { datestart: '2026-10-24', dateend: '2026-10-25' };
    expect(teaserCongressState(c, Date.parse('2026-10-25T22:59:59.999Z'))).toBe('during');
    expect(teaserCongressState(c, Date.parse('2026-10-25T23:00:00Z'))).toBe('after');
    expect(collectionBoundary('2026-10-25', 'start')).toBe(Date.parse('2026-10-24T22:00:00Z'));
  });

  it('uses the project time zone when given', () => {
    expect(teaserCongressState(collection, Date.parse('2026-03-29T23:30:00Z'), undefined, 'America/New_York')).toBe(
      'during',
    );
    expect(collectionBoundary('2026-03-29', 'end', 'Not/AZone')).toBe(Date.parse('2026-03-29T21:59:59.999Z'));
  });

  it('full timestamps are compared as given, both ends inclusive', () => {
    const c = { datestart: '2026-03-04T09:00:00+01:00', dateend: '2026-03-04T18:00:00+01:00' };
    expect(teaserCongressState(c, Date.parse('2026-03-04T08:00:00Z'))).toBe('during');
    expect(teaserCongressState(c, Date.parse('2026-03-04T07:59:59.999Z'))).toBe('before');
    expect(teaserCongressState(c, Date.parse('2026-03-04T17:00:00Z'))).toBe('during');
    expect(teaserCongressState(c, Date.parse('2026-03-04T17:00:00.001Z'))).toBe('after');
  });

  it.each([
    ['before', 'before'],
    ['DURING', 'during'],
    ['after', 'after'],
    ['soon', 'during'],
    ['', 'during'],
    [3, 'during'],
  ])('query state %j forces the state when valid → %s', (query, expected) => {
    expect(teaserCongressState(collection, Date.parse('2026-03-28T12:00:00Z'), query)).toBe(expected);
  });

  it.each([null, {}, { datestart: 'bad' }, { datestart: '' }, 'x'])('no usable dates %j → null', (bad) => {
    expect(teaserCongressState(bad, Date.parse('2026-03-28T12:00:00Z'))).toBeNull();
  });

  it('a collection without an end lasts its start day', () => {
    expect(teaserCongressState({ datestart: '2026-03-27' }, Date.parse('2026-03-27T20:00:00Z'))).toBe('during');
  });
});

describe('spec 3 §4 Teaser content: before htmlEmbed1, during slideshow, after htmlEmbed2, else htmlEmbed1 or no results', () => {
  it.each([
    ['before', true, { kind: 'html', html: '<p>soon</p>' }],
    ['during', true, { kind: 'slideshow' }],
    ['during', false, { kind: 'html', html: '<p>soon</p>' }],
    ['after', true, { kind: 'html', html: '<p>thanks</p>' }],
    [null, true, { kind: 'html', html: '<p>soon</p>' }],
  ])('%s with visible channels %s → %j', (state, visible, expected) => {
    expect(teaserContent(state as never, collection, visible)).toEqual(expected);
  });

  it('falls back to no results when no embed text exists', () => {
    expect(teaserContent('during', { htmlEmbed1: '  ' }, false)).toEqual({ kind: 'noResults' });
    expect(teaserContent('after', null, false)).toEqual({ kind: 'noResults' });
    expect(teaserContent('after', { htmlEmbed1: 'one' }, false)).toEqual({ kind: 'html', html: 'one' });
  });
});
