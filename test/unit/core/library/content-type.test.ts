import { describe, expect, it } from 'vitest';
import { contentTypeForSearchType, parseContentType, searchTypeFor } from '../../../../src/core/library/content-type';

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
