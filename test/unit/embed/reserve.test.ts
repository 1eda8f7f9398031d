import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBox } from '../../../src/embed/box-style';
import { reserveAtOnce } from '../../../src/embed/reserve-at-once';
import { releaseBox, reserveBox } from '../../../src/embed/reserve';
import { refineBox } from '../../../src/embed/refine-box';
import { sizeRuleOf } from '../../../src/core/layout/size-rules';

function mountPoint(attributes: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('reserved box on the mount point (issue 9)', () => {
  it("loader.js reserves the widget's default box at once: timetable a fixed height, single-image an aspect ratio", () => {
    const timetable = mountPoint({ 'data-congress-widget': 'timetable' });
    const image = mountPoint({ 'data-congress-widget': 'single-image' });
    reserveAtOnce(timetable);
    reserveAtOnce(image);
    expect([timetable.getAttribute('data-cp-box'), timetable.style.height]).toEqual(['fixed', '720px']);
    expect(image.getAttribute('data-cp-box')).toBe('aspect');
    expect(readBox(image)).toEqual({ kind: 'aspect', ratio: expect.closeTo(1280 / 464, 3) });
  });

  it("image-slider: the heading row is padding above a content box of 16:9, whatever the page's box-sizing; release undoes it", () => {
    const slider = mountPoint({ 'data-congress-widget': 'image-slider', style: 'box-sizing: border-box' });
    reserveAtOnce(slider);
    expect([slider.style.paddingTop, slider.style.boxSizing]).toEqual(['36px', 'content-box']);
    expect(readBox(slider)).toEqual({ kind: 'aspect', ratio: expect.closeTo(16 / 9, 3), top: 36 });
    refineBox(slider, { aspectratio: '2:1' }, sizeRuleOf('image-slider'));
    expect(readBox(slider)).toEqual({ kind: 'aspect', ratio: 2, top: 36 });
    releaseBox(slider);
    expect([slider.style.paddingTop, slider.style.boxSizing, slider.style.aspectRatio]).toEqual(['', '', '']);
  });

  it("the mount point's width (a forced layout) is read only for a text estimate without a stated box", () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const timetable = mountPoint({ 'data-congress-widget': 'timetable' });
    const stated = mountPoint({ 'data-congress-widget': 'html-text', 'data-height': '300' });
    reserveBox(timetable, { widget: 'timetable' }, sizeRuleOf);
    refineBox(timetable, { height: 600 }, sizeRuleOf('timetable'));
    reserveBox(stated, { widget: 'html-text', settings: { html: '<p>Hello</p>' } }, sizeRuleOf);
    refineBox(stated, { html: '<p>Hello</p>' }, sizeRuleOf('html-text'));
    expect(width).not.toHaveBeenCalled();
    refineBox(mountPoint({ 'data-congress-widget': 'html-text' }), { html: '<p>Hello</p>' }, sizeRuleOf('html-text'));
    expect(width).toHaveBeenCalledTimes(1);
  });

  it('issue 9 bad input, data-height not a size: one warning, though the text estimate grows the box later', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = mountPoint({ 'data-congress-widget': 'html-text', 'data-height': 'tall' });
    reserveAtOnce(el);
    reserveBox(el, { widget: 'html-text' }, sizeRuleOf);
    refineBox(el, { html: `<p>${'word '.repeat(200)}</p>` }, sizeRuleOf('html-text'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(
      'data-height must be a size in px (e.g. 480 or "480px"), received "tall"; reserving min-height 120 px.',
    );
    expect(readBox(el)).toEqual({ kind: 'content', height: expect.any(Number) });
    expect(parseFloat(el.style.minHeight)).toBeGreaterThan(120); // the estimate grew the box, silently
  });

  it('a stated data-height wins and nothing refines it', () => {
    const el = mountPoint({ 'data-congress-widget': 'timetable', 'data-height': '480px' });
    reserveAtOnce(el);
    refineBox(el, { height: 900 }, sizeRuleOf('timetable'));
    expect(el.style.height).toBe('480px');
  });

  it('the loader core adds sizes from data-settings; the runtime refines with the merged settings', () => {
    const el = mountPoint({ 'data-congress-widget': 'timetable', 'data-settings': '{"height": 600}' });
    reserveAtOnce(el);
    expect(el.style.height).toBe('720px');
    reserveBox(el, { widget: 'timetable', settings: { height: 600 } }, sizeRuleOf);
    expect(el.style.height).toBe('600px');
    refineBox(el, { height: '640px' }, sizeRuleOf('timetable'));
    expect(el.style.height).toBe('640px');
  });

  it('a content estimate only grows', () => {
    const el = mountPoint({ 'data-congress-widget': 'html-text' });
    reserveBox(el, { widget: 'html-text', settings: { html: `<p>${'word '.repeat(60)}</p>` } }, sizeRuleOf);
    const first = parseInt(el.style.minHeight, 10);
    refineBox(el, { html: '<p>short</p>' }, sizeRuleOf('html-text'));
    expect(parseInt(el.style.minHeight, 10)).toBe(first);
  });

  it('issue 13 item 4: a list widget keeps its fixed box; its height setting sets it', () => {
    const el = mountPoint({ 'data-congress-widget': 'resources-list' });
    reserveBox(el, { widget: 'resources-list' }, sizeRuleOf);
    expect(el.style.height).toBe('480px');
    refineBox(el, { height: 400 }, sizeRuleOf('resources-list'));
    expect(el.style.height).toBe('400px');
  });

  it.each([
    [
      { 'data-height': 'tall' },
      'data-height must be a size in px (e.g. 480 or "480px"), received "tall"; reserving height 720 px.',
    ],
    [
      { 'data-aspect-ratio': '0' },
      'data-aspect-ratio must be a ratio above zero (e.g. 16:9 or 1280:464), received "0"; reserving height 720 px.',
    ],
  ])('bad input %j: one [CongressPortal] warning, the default box', (attributes, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = mountPoint({ 'data-congress-widget': 'timetable', ...attributes });
    reserveAtOnce(el);
    reserveBox(el, { widget: 'timetable' }, sizeRuleOf);
    reserveBox(el, { widget: 'timetable' }, sizeRuleOf);
    refineBox(el, {}, sizeRuleOf('timetable'));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      `[CongressPortal] <div data-congress-widget="timetable">: ${message}`,
    ]);
    expect(el.style.height).toBe('720px');
  });

  it('an aspectratio setting of zero: one warning, the 1280:464 default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = mountPoint({ 'data-congress-widget': 'single-image' });
    reserveBox(el, { widget: 'single-image' }, sizeRuleOf);
    refineBox(el, { aspectratio: '0:0' }, sizeRuleOf('single-image'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('the aspectratio setting must be a ratio above zero');
    expect(readBox(el)).toEqual({ kind: 'aspect', ratio: expect.closeTo(1280 / 464, 3) });
  });

  it("unmount releases the box: the mount point is the host's element again, and marked so boxes.css leaves it too", () => {
    const el = mountPoint({ 'data-congress-widget': 'timetable' });
    reserveAtOnce(el);
    releaseBox(el);
    expect([el.getAttribute('data-cp-box'), el.style.height, readBox(el)]).toEqual(['none', '', null]);
  });

  it('a released mount point mounted again gets its box back', () => {
    const el = mountPoint({ 'data-congress-widget': 'timetable' });
    reserveAtOnce(el);
    releaseBox(el);
    reserveBox(el, { widget: 'timetable' }, sizeRuleOf);
    expect([el.getAttribute('data-cp-box'), el.style.height]).toEqual(['fixed', '720px']);
  });
});
