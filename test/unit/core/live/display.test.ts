import { describe, expect, it } from 'vitest';
import { offAirImageUrl, previewImageUrl } from '../../../../src/core/live/preview-image';
import { numericBreakpoints, slideshowOptions, slidesForWidth } from '../../../../src/core/live/slider';
import { canOpenModalPlayer, modalPlayerPosition } from '../../../../src/core/live/modal-player';

describe('spec 3 §7/§9 Channel preview image: base path + preview_{channelid}.jpg, timestamp every 15 s', () => {
  const t0 = Date.parse('2026-03-04T10:00:00Z');
  it('keeps the URL within a 15 s window and changes it at the next one', () => {
    const first = previewImageUrl('https://api/demo/live/preview', 12, t0);
    expect(first).toBe(`https://api/demo/live/preview/preview_12.jpg?t=${t0}`);
    expect(previewImageUrl('https://api/demo/live/preview/', '12', t0 + 14_999)).toBe(first);
    expect(previewImageUrl('https://api/demo/live/preview', 12, t0 + 15_000)).toBe(
      `https://api/demo/live/preview/preview_12.jpg?t=${t0 + 15_000}`,
    );
  });

  it.each([
    [null, 12, 'preview_12.jpg?t=0'],
    ['', 12, 'preview_12.jpg?t=0'],
  ])('a missing base path %j gives a relative URL', (base, id, expected) => {
    expect(previewImageUrl(base, id, 0)).toBe(expected);
  });

  it('no channel id → null; a bad now → timestamp 0', () => {
    expect(previewImageUrl('b', '', 0)).toBeNull();
    expect(previewImageUrl('b', null, 0)).toBeNull();
    expect(previewImageUrl('b', 1, Number.NaN)).toBe('b/preview_1.jpg?t=0');
  });

  it('off-air image: ###channelid### replaced; empty id keeps the placeholder; no pattern → null', () => {
    expect(offAirImageUrl('https://img/offair_###channelid###.jpg', 4)).toBe('https://img/offair_4.jpg');
    expect(offAirImageUrl('https://img/offair_###channelid###.jpg', '')).toBe('https://img/offair_###channelid###.jpg');
    expect(offAirImageUrl(null, 4)).toBeNull();
  });
});

describe('spec 3 §9 Slider slides (player area): 4 above 1185 px, 3 above 866, 2 above 577, else 1', () => {
  it.each([
    [1186, 4],
    [1185, 3],
    [867, 3],
    [866, 2],
    [578, 2],
    [577, 1],
    [0, 1],
    ['1200', 4],
    ['wide', 1],
    [null, 1],
  ])('width %j → %s slides', (width, slides) => {
    expect(slidesForWidth(width, 'player')).toBe(slides);
  });
});

describe('spec 2 §9 / spec 3 §9 Slider slides (header/library teaser): 4 above 1226 px, 3 above 884, 2 above 595, else 1', () => {
  it.each([
    [1227, 4],
    [1226, 3],
    [885, 3],
    [884, 2],
    [596, 2],
    [595, 1],
    [-5, 1],
  ])('width %j → %s slides', (width, slides) => {
    expect(slidesForWidth(width, 'teaser')).toBe(slides);
  });
});

describe('spec 3 §5 Responsive breakpoints that are not numeric are dropped', () => {
  it('keeps numeric and numeric-string breakpoints, drops the rest', () => {
    const responsive = [
      { breakpoint: 1024, settings: { slidesToShow: 3 } },
      { breakpoint: '600', settings: { slidesToShow: 2 } },
      { breakpoint: 'tablet', settings: { slidesToShow: 2 } },
      { breakpoint: '', settings: {} },
      { breakpoint: null },
      { settings: {} },
      null,
      { breakpoint: 480, settings: 'bad' },
    ];
    expect(numericBreakpoints(responsive)).toEqual([
      { breakpoint: 1024, settings: { slidesToShow: 3 } },
      { breakpoint: 600, settings: { slidesToShow: 2 } },
      { breakpoint: 480, settings: {} },
    ]);
    expect(numericBreakpoints('[{"breakpoint":1}]')).toEqual([]);
  });
});

describe('spec 3 §4 Modal player allowed: widget mode, open-in-modal on, status 6, consent not 0', () => {
  it.each([
    [true, true, { status: 6, consent: 1 }, true],
    [true, true, { status: '6' }, true],
    [true, 1, { status: 6, consent: null }, true],
    [false, true, { status: 6, consent: 1 }, false],
    [true, false, { status: 6, consent: 1 }, false],
    [true, true, { status: 5, consent: 1 }, false],
    [true, true, { status: 6, consent: 0 }, false],
    [true, true, { status: 6, consent: '0' }, false],
    [true, true, null, false],
  ])('widget mode %j, open in modal %j, %j → %s', (widgetMode, openInModal, resource, expected) => {
    expect(canOpenModalPlayer(widgetMode, openInModal, resource)).toBe(expected);
  });
});

describe('spec 3 §4/§9 Modal player position: at least 22 px from the top and inside the viewport', () => {
  const viewport = { viewportWidth: 1000, viewportHeight: 800, width: 600, height: 400 };
  it.each([
    [
      { top: 100, left: 100 },
      { top: 100, left: 100 },
    ],
    [
      { top: 0, left: 0 },
      { top: 22, left: 0 },
    ],
    [
      { top: 21, left: -10 },
      { top: 22, left: 0 },
    ],
    [
      { top: 22, left: 400 },
      { top: 22, left: 400 },
    ],
    [
      { top: 700, left: 700 },
      { top: 400, left: 400 },
    ],
    [
      { top: 'x', left: null },
      { top: 22, left: 0 },
    ],
  ])('%j → %j', (wanted, expected) => {
    expect(modalPlayerPosition({ ...viewport, ...wanted })).toEqual(expected);
  });

  it('a player taller or wider than the viewport keeps top 22 and left 0', () => {
    expect(
      modalPlayerPosition({ top: 300, left: 50, width: 2000, height: 2000, viewportWidth: 800, viewportHeight: 600 }),
    ).toEqual({
      top: 22,
      left: 0,
    });
  });
});

describe('spec 3 §3/§9 Slideshow options: defaults autoplaySpeed 6000, speed 1000, one slide; bad values take defaults', () => {
  it('fills defaults for missing or malformed options', () => {
    expect(slideshowOptions(null)).toEqual({
      autoplay: false,
      autoplaySpeed: 6000,
      speed: 1000,
      slidesToShow: 1,
      dots: false,
      fade: false,
      randomize: false,
      navButtons: false,
      responsive: [],
    });
    const o = slideshowOptions({
      autoplay: '1',
      autoplaySpeed: 'fast',
      speed: -5,
      slidesToShow: '3',
      dots: 'true',
      fade: 0,
      responsive: [{ breakpoint: 'x' }, { breakpoint: '768', settings: { slidesToShow: 2 } }],
    });
    expect(o).toMatchObject({
      autoplay: true,
      autoplaySpeed: 6000,
      speed: 1000,
      slidesToShow: 3,
      dots: true,
      fade: false,
    });
    expect(o.responsive).toEqual([{ breakpoint: 768, settings: { slidesToShow: 2 } }]);
  });

  it('takes other defaults, e.g. the live slideshow (8000 ms, fade)', () => {
    expect(slideshowOptions({}, { autoplay: true, autoplaySpeed: 8000, fade: true })).toMatchObject({
      autoplay: true,
      autoplaySpeed: 8000,
      speed: 1000,
      fade: true,
    });
    expect(slideshowOptions({ fade: false }, { fade: true }).fade).toBe(false);
  });
});
