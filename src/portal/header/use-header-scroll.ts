/**
 * The header's scroll rules (spec 3 §2, §9): the bottom bar hides on scrolling down past its own height and
 * reappears after scrolling up by more than 60 px (core `nextBottomBar`); the menu button scrolls to the top
 * once the page is scrolled 100 px or more (core `menuButtonAction`); the back-to-top button shows from 300 px
 * (spec 1 §9, core `showsBackToTop`). One passive `scroll` listener; the position is checked at most every 200 ms
 * (spec 1 §9 scroll check throttle, core `scrollCheckDelay`), always once more after the last scroll event, and
 * re-renders only when one of those answers changes; removed on unmount.
 */
import { useEffect, useState, type RefObject } from 'react';
import {
  INITIAL_BOTTOM_BAR,
  menuButtonAction,
  nextBottomBar,
  scrollCheckDelay,
  showsBackToTop,
  type BottomBarState,
} from '../../core/menus/header-chrome';

export interface HeaderScroll {
  barHidden: boolean;
  barFixed: boolean;
  scrolledPastTop: boolean;
  backToTop: boolean;
}

const same = (a: HeaderScroll, b: HeaderScroll) =>
  a.barHidden === b.barHidden &&
  a.barFixed === b.barFixed &&
  a.scrolledPastTop === b.scrolledPastTop &&
  a.backToTop === b.backToTop;

export function useHeaderScroll(bar: RefObject<HTMLElement | null>): HeaderScroll {
  const [view, setView] = useState<HeaderScroll>({
    barHidden: false,
    barFixed: false,
    scrolledPastTop: false,
    backToTop: false,
  });
  useEffect(() => {
    let state: BottomBarState = { ...INITIAL_BOTTOM_BAR, lastY: window.scrollY };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastCheck: number | null = null;
    const update = () => {
      timer = undefined;
      lastCheck = performance.now();
      const y = window.scrollY;
      state = nextBottomBar(state, y, bar.current?.offsetHeight ?? 0);
      const next = {
        barHidden: state.hidden,
        barFixed: state.fixed,
        scrolledPastTop: menuButtonAction(y) === 'scrollToTop',
        backToTop: showsBackToTop(y),
      };
      setView((v) => (same(v, next) ? v : next));
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(update, scrollCheckDelay(lastCheck, performance.now()));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [bar]);
  return view;
}
