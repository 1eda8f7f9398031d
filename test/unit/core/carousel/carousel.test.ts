import { describe, expect, it } from 'vitest';
import {
  autoplayRunning,
  hasControls,
  offersPause,
  positionCount,
  slidesPerView,
  wrapPosition,
} from '../../../../src/core/carousel';
import { renditionForWidth } from '../../../../src/core/content/image-renditions';
import { subnavOpen } from '../../../../src/core/menus/subnav';

describe('spec 3 §9 slider slides (header/library teaser): 4 above 1226 px, 3 above 884, 2 above 595, else 1', () => {
  it.each([
    [1400, 4],
    [1227, 4],
    [1226, 3],
    [885, 3],
    [884, 2],
    [596, 2],
    [595, 1],
    [320, 1],
  ])('a card slider %d px wide shows %d slides', (width, slides) => {
    expect(slidesPerView(width, {}, 10)).toBe(slides);
  });

  it('spec 3 §9 slider defaults: one slide when the width is unknown', () => {
    expect(slidesPerView(undefined, null, 10)).toBe(1);
  });

  it('spec 3 §3 card slider: an explicit slidesToShow wins over the width table', () => {
    expect(slidesPerView(1400, { slidesToShow: '2' }, 10)).toBe(2);
  });

  it('spec 3 §5: responsive breakpoints that are not numeric are dropped; a numeric one applies at or below its width', () => {
    const options = {
      responsive: [
        { breakpoint: 'wide', settings: { slidesToShow: 5 } },
        { breakpoint: '800', settings: { slidesToShow: 2 } },
        { breakpoint: 500, settings: { slidesToShow: 1 } },
      ],
    };
    expect(slidesPerView(1400, options, 10)).toBe(4);
    expect(slidesPerView(800, options, 10)).toBe(2);
    expect(slidesPerView(480, options, 10)).toBe(1);
  });

  it('never more slides in view than there are slides, never fewer than one', () => {
    expect(slidesPerView(1400, {}, 2)).toBe(2);
    expect(slidesPerView(1400, {}, 0)).toBe(1);
    expect(slidesPerView(1400, { slidesToShow: -3 }, 5)).toBe(1);
  });
});

describe('issue 13 item 3 carousel: autoplay pauses on hover and focus, honours reduced motion, a visible pause', () => {
  const base = {
    autoplay: true,
    slideCount: 3,
    slidesPerView: 1,
    stopped: false,
    hovered: false,
    focused: false,
    reducedMotion: false,
  };
  it.each([
    ['runs with autoplay on and more than one position', {}, true],
    ['not with autoplay off', { autoplay: false }, false],
    ['not while hovered', { hovered: true }, false],
    ['not while focused', { focused: true }, false],
    ['not with prefers-reduced-motion', { reducedMotion: true }, false],
    ['not once the visitor pressed pause', { stopped: true }, false],
    ['not with a single slide', { slideCount: 1 }, false],
    ['not when every slide is in view', { slideCount: 3, slidesPerView: 3 }, false],
  ])('%s', (_title, change, expected) => {
    expect(autoplayRunning({ ...base, ...change })).toBe(expected);
  });

  it('offers the pause button whenever autoplay would rotate (hover and focus do not hide it)', () => {
    expect(offersPause(base)).toBe(true);
    expect(offersPause({ ...base, reducedMotion: true })).toBe(false);
    expect(offersPause({ ...base, slideCount: 1 })).toBe(false);
  });
});

describe('issue 13 item 3 carousel positions: a slideshow of one slide shows no controls', () => {
  it.each([
    [1, 1, 1, false],
    [3, 1, 3, true],
    [5, 3, 3, true],
    [3, 3, 1, false],
    [0, 1, 1, false],
  ])('%d slides, %d in view → %d positions, controls %s', (count, view, positions, controls) => {
    expect(positionCount(count, view)).toBe(positions);
    expect(hasControls(count, view)).toBe(controls);
  });

  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, 5, 3, 0],
    [0, 1, 0, 0],
  ])('from %d a step of %d among %d positions lands on %d (wraps round)', (index, step, positions, expected) => {
    expect(wrapPosition(index, step, positions)).toBe(expected);
  });
});

describe('spec 3 §9 image renditions by width: xs up to 567 px, sm up to 767, md up to 1023, default above', () => {
  const assets = { xs: '/i-xs.png', sm: '/i-sm.png', md: '/i-md.png', default: '/i.png' };
  it.each([
    [375, '/i-xs.png'],
    [567, '/i-xs.png'],
    [568, '/i-sm.png'],
    [767, '/i-sm.png'],
    [768, '/i-md.png'],
    [1023, '/i-md.png'],
    [1024, '/i.png'],
    [undefined, '/i.png'],
  ])('a slide %s px wide takes %s', (width, url) => {
    expect(renditionForWidth(width, assets)).toBe(url);
  });

  it('a missing rendition falls back to the next larger one, then default, then the largest present', () => {
    expect(renditionForWidth(400, { md: '/m.png', default: '/d.png' })).toBe('/m.png');
    expect(renditionForWidth(400, { default: '/d.png' })).toBe('/d.png');
    expect(renditionForWidth(1200, { xs: '/x.png', sm: '/s.png' })).toBe('/s.png');
    expect(renditionForWidth(400, {})).toBeNull();
  });

  it('a script-scheme rendition counts as missing (URL gate)', () => {
    expect(renditionForWidth(400, { xs: 'javascript:alert(1)', default: '/d.png' })).toBe('/d.png');
  });
});

describe('spec 3 §2 Main navigation, §9: subnav always open below 1024 px, toggled above', () => {
  it.each([
    [375, false, true],
    [1023, false, true],
    [1024, false, false],
    [1024, true, true],
    [1600, false, false],
    [1600, true, true],
  ])('at %s px, toggled open %s → open %s', (width, toggled, open) => {
    expect(subnavOpen(width, toggled)).toBe(open);
  });
});
