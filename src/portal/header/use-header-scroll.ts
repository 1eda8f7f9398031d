/**
 * The header's scroll rules (spec 3 §2, §9): the bottom bar hides on scrolling down past its own height and
 * reappears after scrolling up by more than 60 px (core `nextBottomBar`); the menu button scrolls to the top
 * once the page is scrolled 100 px or more (core `menuButtonAction`). One passive `scroll` listener, read once
 * per animation frame, re-rendering only when one of those answers changes; removed on unmount.
 */
import { useEffect, useState, type RefObject } from 'react';
import { INITIAL_BOTTOM_BAR, menuButtonAction, nextBottomBar, type BottomBarState } from '../../core/menus/header-chrome';

export interface HeaderScroll { barHidden: boolean; barFixed: boolean; scrolledPastTop: boolean }

export function useHeaderScroll(bar: RefObject<HTMLElement | null>): HeaderScroll {
  const [view, setView] = useState<HeaderScroll>({ barHidden: false, barFixed: false, scrolledPastTop: false });
  useEffect(() => {
    let state: BottomBarState = { ...INITIAL_BOTTOM_BAR, lastY: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      state = nextBottomBar(state, y, bar.current?.offsetHeight ?? 0);
      const next = { barHidden: state.hidden, barFixed: state.fixed, scrolledPastTop: menuButtonAction(y) === 'scrollToTop' };
      setView((v) => (v.barHidden === next.barHidden && v.barFixed === next.barFixed && v.scrolledPastTop === next.scrolledPastTop ? v : next));
    };
    const onScroll = () => { if (!frame) frame = requestAnimationFrame(update); };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [bar]);
  return view;
}
