import { describe, expect, it } from 'vitest';
import {
  contentTypeForSearchType,
  parseContentType,
  queriedContentType,
  searchTypeFor,
} from '../../../../src/core/library/content-type';

describe('spec 2 §2 / §5 contenttype query: events, slides, speakers; anything else congressresources', () => {
  it.each([
    ['events', 'events'],
    ['slides', 'slides'],
    ['speakers', 'speakers'],
    ['Events', 'events'],
    [' slides ', 'slides'],
    ['congressresources', 'congressresources'],
    ['packages', 'congressresources'],
    ['', 'congressresources'],
    [null, 'congressresources'],
    [undefined, 'congressresources'],
    [3, 'congressresources'],
    [['events'], 'congressresources'],
  ])('%j → %s', (value, expected) => {
    expect(parseContentType(value)).toBe(expected);
  });
});

describe('spec 2 §2 / spec 3 §2 the contenttype query decides the listing: null without the key, else its parsed value', () => {
  it.each([
    [{ contenttype: 'events' }, 'events'],
    [{ contenttype: 'slides', page: '2' }, 'slides'],
    [{ contenttype: 'SPEAKERS' }, 'speakers'],
    [{ contenttype: 'packages' }, 'congressresources'],
    [{ contenttype: '' }, 'congressresources'],
    [{ contenttype: ['events', 'slides'] }, 'events'],
    [{ page: '2' }, null],
    [{}, null],
    [null, null],
    ['contenttype=events', null],
  ])('%j → %s', (query, expected) => {
    expect(queriedContentType(query)).toBe(expected);
  });
});

describe('spec 1 §9 search types: congressresource, timeline, speaker, event', () => {
  it.each([
    ['congressresources', 'congressresource'],
    ['slides', 'timeline'],
    ['speakers', 'speaker'],
    ['events', 'event'],
    ['bogus', 'congressresource'],
  ])('%s → %s', (type, expected) => {
    expect(searchTypeFor(type)).toBe(expected);
  });

  it.each([
    ['congressresource', 'congressresources'],
    ['timeline', 'slides'],
    ['speaker', 'speakers'],
    ['event', 'events'],
    ['x', null],
    [null, null],
  ])('search type %j maps back to %j', (type, expected) => {
    expect(contentTypeForSearchType(type)).toBe(expected);
  });
});
