import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPlaced } from '../../../src/portal/keep-placed';

/** A ResizeObserver the test drives: `resize()` reports a size change of the watched element. */
let report: (() => void) | undefined;
class TestResizeObserver {
  constructor(callback: () => void) {
    report = callback;
  }
  observe() {}
  disconnect() {
    report = undefined;
  }
}

describe('spec 3 §9 hash scroll: the section stays in view while the content above it settles', () => {
  let height = 1000;
  let place: number | null = 800;
  const watch = document.createElement('div');
  const scrolls: ScrollToOptions[] = [];
  const resize = (to: number) => {
    height = to;
    report?.();
  };
  const start = () => keepPlaced({ place: () => place, watch, settleMs: 3000, behavior: 'smooth' });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
    vi.spyOn(watch, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolls.push(options);
    }) as typeof window.scrollTo);
    height = 1000;
    place = 800;
    scrolls.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls at once with the given behaviour, then jumps after content above pushed the section down', () => {
    const stop = start();
    expect(scrolls).toEqual([{ top: 800, behavior: 'smooth' }]);
    report?.(); // the observer's first report: no change of size, no scroll
    expect(scrolls).toHaveLength(1);
    place = 1200;
    resize(1400);
    expect(scrolls[1]).toEqual({ top: 1200, behavior: 'auto' });
    stop();
  });

  it('a section not yet in the page is scrolled to once it has painted, with the given behaviour', () => {
    place = null;
    const stop = start();
    expect(scrolls).toEqual([]);
    place = 900;
    resize(1300);
    expect(scrolls).toEqual([{ top: 900, behavior: 'smooth' }]);
    stop();
  });

  it('the reader scrolling, touching, pressing a key or a pointer ends it: the page is theirs', () => {
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      scrolls.length = 0;
      start();
      window.dispatchEvent(new Event(type));
      place = 1500;
      resize(height + 100);
      expect(scrolls, type).toHaveLength(1);
    }
  });

  it('ends after the settle time: later growth no longer moves the page', () => {
    start();
    vi.advanceTimersByTime(3000);
    place = 1500;
    resize(2000);
    expect(scrolls).toHaveLength(1);
  });
});
