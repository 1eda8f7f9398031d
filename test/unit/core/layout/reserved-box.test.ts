import { describe, expect, it } from 'vitest';
import {
  estimateTextHeight,
  parseAspectRatio,
  parseSize,
  reservedBox,
  sameBox,
  type BoxInput,
} from '../../../../src/core/layout/reserved-box';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_CONTENT_HEIGHT,
  DEFAULT_LIST_HEIGHT,
  DEFAULT_TIMETABLE_HEIGHT,
  IMAGE_SLIDER_ASPECT_RATIO,
  IMAGE_SLIDER_HEADING_HEIGHT,
  sizeRuleOf,
} from '../../../../src/core/layout/size-rules';

const decide = (widget: string, input: BoxInput = {}) => reservedBox(input, sizeRuleOf(widget));
const boxOf = (widget: string, input: BoxInput = {}) => decide(widget, input).box;

describe('size rule: data-height is a size in px', () => {
  it.each([
    ['480', 480],
    ['480px', 480],
    [' 480PX ', 480],
    ['320.6', 321],
    [480, 480],
    ['0', null],
    ['-20', null],
    ['50%', null],
    ['auto', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseSize(value)).toBe(expected);
  });
});

describe('size rule: an aspect ratio is width:height, width/height or one number, above zero', () => {
  it.each([
    ['1280:464', 1280 / 464],
    ['16/9', 16 / 9],
    ['16 / 9', 16 / 9],
    ['2.5', 2.5],
    [2.5, 2.5],
    ['0', null],
    ['0:9', null],
    ['16:0', null],
    ['-16:9', null],
    ['wide', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    const ratio = parseAspectRatio(value);
    if (expected === null) expect(ratio).toBeNull();
    else expect(ratio).toBeCloseTo(expected, 6);
  });
});

describe('size rule: the timetable is a box of fixed height whatever the sessions per day (the grid scrolls inside)', () => {
  it('defaults to 720 px', () => {
    expect(boxOf('timetable')).toEqual({ kind: 'fixed', height: DEFAULT_TIMETABLE_HEIGHT });
  });
  it('takes the height setting', () => {
    expect(boxOf('timetable', { settings: { height: '560px' } })).toEqual({ kind: 'fixed', height: 560 });
  });
  it('a height setting that is not a size: the default box and a problem', () => {
    expect(decide('timetable', { settings: { height: 'tall' } })).toEqual({
      box: { kind: 'fixed', height: DEFAULT_TIMETABLE_HEIGHT },
      stated: false,
      problems: [{ source: 'height', value: 'tall' }],
    });
  });
});

describe('size rule: images and players keep an aspect ratio (aspectratio setting, default 1280:464)', () => {
  it.each(['single-image', 'liveplayer', 'overflowplayer', 'ondemand-player'])('%s defaults to 1280:464', (widget) => {
    expect(boxOf(widget)).toEqual({ kind: 'aspect', ratio: DEFAULT_ASPECT_RATIO });
  });
  it('the aspectratio setting sets the ratio', () => {
    expect(boxOf('liveplayer', { settings: { aspectratio: '16:9' } })).toEqual({ kind: 'aspect', ratio: 16 / 9 });
  });
  it('an aspectratio of zero: the default ratio and a problem', () => {
    expect(decide('single-image', { settings: { aspectratio: '0:1' } })).toEqual({
      box: { kind: 'aspect', ratio: DEFAULT_ASPECT_RATIO },
      stated: false,
      problems: [{ source: 'aspectratio', value: '0:1' }],
    });
  });
});

describe("size rule: the image slider keeps its images' area at 16:9 (aspectratio setting) below a reserved heading row", () => {
  it('defaults to 16:9 with the heading row on top', () => {
    expect(IMAGE_SLIDER_ASPECT_RATIO).toBe(16 / 9);
    expect(boxOf('image-slider')).toEqual({ kind: 'aspect', ratio: 16 / 9, top: IMAGE_SLIDER_HEADING_HEIGHT });
  });
  it("the aspectratio setting sets the images' ratio, the heading row stays", () => {
    expect(boxOf('image-slider', { settings: { aspectratio: '1280:464' } })).toEqual({
      kind: 'aspect',
      ratio: DEFAULT_ASPECT_RATIO,
      top: 36,
    });
  });
  it('a stated data-aspect-ratio is the whole box: no heading row', () => {
    expect(boxOf('image-slider', { aspectRatio: '4:3' })).toEqual({ kind: 'aspect', ratio: 4 / 3 });
  });
});

describe('size rule: html-text and lists reserve their best content estimate', () => {
  it("a text known from data-settings is estimated at the mount point's width", () => {
    const html = `<p>${'word '.repeat(60)}</p>`; // 299 characters: 75 a line at 600 px, 37 at 300 px
    expect(boxOf('html-text', { settings: { html }, width: 600 })).toEqual({ kind: 'content', height: (4 + 1) * 24 });
    expect(boxOf('html-text', { settings: { html }, width: 300 })).toEqual({ kind: 'content', height: (9 + 1) * 24 });
  });
  it('a text not known yet (it comes with the server settings) reserves the default content box', () => {
    expect(boxOf('html-text')).toEqual({ kind: 'content', height: DEFAULT_CONTENT_HEIGHT });
    expect(boxOf('html-text', { settings: { html: '' } })).toEqual({ kind: 'content', height: DEFAULT_CONTENT_HEIGHT });
  });
  it.each(['resources-list', 'resources-table', 'library', 'smart-video-library'])(
    'issue 13 item 4: %s reserves a fixed box its list scrolls in (480 px, `height`)',
    (widget) => {
      expect(boxOf(widget)).toEqual({ kind: 'fixed', height: DEFAULT_LIST_HEIGHT });
      expect(DEFAULT_LIST_HEIGHT).toBe(480);
      expect(boxOf(widget, { settings: { height: 600 } })).toEqual({ kind: 'fixed', height: 600 });
    },
  );
  it('text estimate: a line of margin per block, an entity is one character, no text is 0', () => {
    expect(estimateTextHeight('<h2>Hi</h2><p>there &amp; you</p>', 800)).toBe((1 + 2) * 24);
    expect(estimateTextHeight('<p>  </p>', 800)).toBe(0);
  });
});

describe('size rule: widgets without a rule (and unknown names) reserve a 120 px content box', () => {
  it.each(['subnav', 'fancy-clock', '', 'constructor', 'toString'])('%j', (widget) => {
    expect(boxOf(widget)).toEqual({ kind: 'content', height: DEFAULT_CONTENT_HEIGHT });
  });
});

describe('size rule: the portal is a content box at least one viewport high (what follows it starts below the fold)', () => {
  it('the viewport height when known, a content box that only grows from there', () => {
    expect(boxOf('portal', { viewport: 800 })).toEqual({ kind: 'content', height: 800 });
  });
  it('120 px when the viewport is unknown or smaller', () => {
    expect(boxOf('portal')).toEqual({ kind: 'content', height: DEFAULT_CONTENT_HEIGHT });
    expect(boxOf('portal', { viewport: 90 })).toEqual({ kind: 'content', height: DEFAULT_CONTENT_HEIGHT });
  });
  it('a setting named viewport is no size setting: no problem, no other box', () => {
    expect(decide('portal', { viewport: 700, settings: { viewport: 'tall' } })).toEqual({
      box: { kind: 'content', height: 700 },
      stated: false,
      problems: [],
    });
  });
  it('a stated data-height still wins', () => {
    expect(boxOf('portal', { viewport: 800, height: '500' })).toEqual({ kind: 'fixed', height: 500 });
  });
});

describe('size rule: cards, the channel widgets, qa-chat and support-chat fill a fixed box of 380 px (issue 13), the height setting overrides', () => {
  it.each([
    'card',
    'card-slider',
    'webcast-display',
    'webcast-teaser',
    'channel-matrix',
    'filter-matrix',
    'qa-chat',
    'support-chat',
  ])('%s', (widget) => {
    expect(boxOf(widget)).toEqual({ kind: 'fixed', height: 380 });
    expect(decide(widget, { settings: { height: 560 } }).box).toEqual({ kind: 'fixed', height: 560 });
  });
});

describe('size rule: a box the webmaster states wins and is marked stated', () => {
  it('data-height gives a fixed box for any widget', () => {
    expect(decide('html-text', { height: '300' })).toEqual({
      box: { kind: 'fixed', height: 300 },
      stated: true,
      problems: [],
    });
  });
  it('data-aspect-ratio gives an aspect box', () => {
    expect(decide('single-image', { aspectRatio: '728:90' })).toEqual({
      box: { kind: 'aspect', ratio: 728 / 90 },
      stated: true,
      problems: [],
    });
  });
  it('data-height wins over data-aspect-ratio and over the settings', () => {
    expect(boxOf('liveplayer', { height: '400', aspectRatio: '16:9', settings: { aspectratio: '4:3' } })).toEqual({
      kind: 'fixed',
      height: 400,
    });
  });
});

describe("size rule: bad stated input gives one problem and the widget's own box", () => {
  it.each([
    [{ height: 'tall' }, { source: 'data-height', value: 'tall' }],
    [{ height: '0' }, { source: 'data-height', value: '0' }],
    [{ aspectRatio: '0' }, { source: 'data-aspect-ratio', value: '0' }],
    [{ aspectRatio: '16:0' }, { source: 'data-aspect-ratio', value: '16:0' }],
  ])('%j', (attributes, problem) => {
    expect(decide('timetable', attributes)).toEqual({
      box: { kind: 'fixed', height: 720 },
      stated: false,
      problems: [problem],
    });
  });
});

describe('size rule: a definition can refine the rule', () => {
  it('a rule of its own is used', () => {
    expect(reservedBox({}, ['fixed', 99])).toEqual({ box: { kind: 'fixed', height: 99 }, stated: false, problems: [] });
  });
});

describe('size rule: two boxes are the same when they reserve the same space', () => {
  it.each([
    [{ kind: 'fixed', height: 10 }, { kind: 'fixed', height: 10 }, true],
    [{ kind: 'fixed', height: 10 }, { kind: 'content', height: 10 }, false],
    [{ kind: 'aspect', ratio: 2.75862 }, { kind: 'aspect', ratio: 1280 / 464 }, true],
    [{ kind: 'aspect', ratio: 2 }, { kind: 'aspect', ratio: 2.1 }, false],
    [{ kind: 'aspect', ratio: 2, top: 36 }, { kind: 'aspect', ratio: 2, top: 36 }, true],
    [{ kind: 'aspect', ratio: 2, top: 36 }, { kind: 'aspect', ratio: 2 }, false],
  ] as const)('%j and %j → %s', (a, b, same) => {
    expect(sameBox(a, b)).toBe(same);
  });
});
