import { describe, expect, it } from 'vitest';
import { parseCardView, parseSmartLibraryContentType, toolbarControls } from '../../../../src/core/library/view';

describe("spec 1 §4 / spec 2 §4 card view default 'tiles'", () => {
  it.each([['list', 'list'], ['LIST', 'list'], ['tiles', 'tiles'], ['grid', 'tiles'], [null, 'tiles']])('%j → %s', (v, expected) => {
    expect(parseCardView(v)).toBe(expected);
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
  it.each([['slides', 'slides'], ['events', 'congressresources'], ['speakers', 'congressresources'], [null, 'congressresources']])('%j → %s', (v, expected) => {
    expect(parseSmartLibraryContentType(v)).toBe(expected);
  });
});
