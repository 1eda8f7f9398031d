import { describe, expect, it } from 'vitest';
import {
  cardViews,
  parseCardView,
  parseSmartLibraryContentType,
  toolbarControls,
} from '../../../../src/core/library/view';

describe("spec 1 §4 / spec 2 §4 card view default 'tiles'", () => {
  it.each([
    ['list', 'list'],
    ['LIST', 'list'],
    ['tiles', 'tiles'],
    ['grid', 'tiles'],
    [null, 'tiles'],
  ])('%j → %s', (v, expected) => {
    expect(parseCardView(v)).toBe(expected);
  });
});

describe('spec 2 §2 "events in tiles, table or slider": the slider view is for events only', () => {
  it.each([
    ['slider', 'events', 'slider'],
    [' Slider ', 'events', 'slider'],
    ['slider', 'congressresources', 'tiles'],
    ['slider', undefined, 'tiles'],
    ['list', 'events', 'list'],
  ])('%j for %j → %s', (v, type, expected) => {
    expect(parseCardView(v, type)).toBe(expected);
  });
  it('the switch offers tiles and list; for events a slider too', () => {
    expect(cardViews('events')).toEqual(['tiles', 'list', 'slider']);
    expect(cardViews('congressresources')).toEqual(['tiles', 'list']);
  });
});

describe('spec 2 §2 toolbar: view switch hidden for slides and speakers; filter button hidden for speakers', () => {
  it.each([
    ['congressresources', { viewSwitch: true, filterButton: true }],
    ['events', { viewSwitch: true, filterButton: true }],
    ['slides', { viewSwitch: false, filterButton: true }],
    ['speakers', { viewSwitch: false, filterButton: false }],
    [undefined, { viewSwitch: true, filterButton: true }],
  ])('%j → %j', (type, expected) => {
    expect(toolbarControls(type)).toEqual(expected);
  });
});

describe('spec 3 §5 smart library content type: slides, else congress resources', () => {
  it.each([
    ['slides', 'slides'],
    ['events', 'congressresources'],
    ['speakers', 'congressresources'],
    [null, 'congressresources'],
  ])('%j → %s', (v, expected) => {
    expect(parseSmartLibraryContentType(v)).toBe(expected);
  });
});
