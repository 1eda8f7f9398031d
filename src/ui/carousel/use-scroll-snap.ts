/**
 * The carousel's behaviour on CSS scroll-snap (≈ 0.5 kB instead of a carousel library, shared/STACK.md): the
 * browser does swipe, momentum and snapping; this hook follows the scroll position, scrolls to a position on
 * request, measures the carousel's width (slides per view come from it) and runs autoplay while the core's
 * `autoplayRunning` says so. Every listener, observer and timer ends on unmount.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useWidth } from '../use-width';
import { autoplayRunning, positionCount, wrapPosition } from '../../core/carousel/autoplay';

/** A scroll this close to its target (px; snap positions may fall between pixels) has arrived. */
const ARRIVED_PX = 2;
/** Where a browser has no `scrollend` event, scroll positions count again after this long. */
const AIM_MAX_MS = 1_500;

export interface ScrollSnapOptions {
  slideCount: number;
  /** Slides in view for a width in px. */
  perView(width: number): number;
  autoplay: boolean;
  autoplaySpeed: number;
  fade: boolean;
}

const reducedQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null);

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => Boolean(reducedQuery()?.matches));
  useEffect(() => {
    const query = reducedQuery();
    if (!query) return undefined;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function useScrollSnap(
  root: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  o: ScrollSnapOptions,
) {
  const width = useWidth(root);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const perView = o.fade ? 1 : Math.max(1, o.perView(width));
  const positions = positionCount(o.slideCount, perView);

  // Where a scroll that goTo started is heading, until it arrives or ends. Its index is set at once; the positions the
  // smooth scroll passes on its way are not taken for the current one: the dots would run back through them, and a
  // key pressed on the way (End, then → at once) would step from one of them (2 + 1) instead of from the target.
  const aimed = useRef<{ left: number; until: number } | null>(null);

  // Follows swipes and keyboard scrolling of the track: the nearest snap position becomes the current one.
  useEffect(() => {
    const el = track.current;
    if (!el || o.fade) return undefined;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const step = el.clientWidth / perView;
        if (step > 0) setIndex(Math.min(positions - 1, Math.round(el.scrollLeft / step)));
      });
    };
    const onScroll = () => {
      const aim = aimed.current;
      if (aim) {
        if (Math.abs(el.scrollLeft - aim.left) > ARRIVED_PX && performance.now() < aim.until) return;
        aimed.current = null;
      }
      follow();
    };
    // The scroll ended (also one the reader took over by swiping): its position is the current one.
    const onScrollEnd = () => {
      aimed.current = null;
      follow();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', onScrollEnd);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', onScrollEnd);
    };
  }, [track, o.fade, perView, positions]);

  const goTo = useCallback(
    (target: number) => {
      const next = wrapPosition(target, 0, positions);
      setIndex(next);
      const el = track.current;
      if (!el || o.fade) return;
      const left = (el.clientWidth / perView) * next;
      aimed.current =
        Math.abs(el.scrollLeft - left) > ARRIVED_PX ? { left, until: performance.now() + AIM_MAX_MS } : null;
      el.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [track, o.fade, perView, positions, reducedMotion],
  );

  const running = autoplayRunning({
    autoplay: o.autoplay,
    slideCount: o.slideCount,
    slidesPerView: perView,
    stopped,
    hovered,
    focused,
    reducedMotion,
  });
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => goTo(index + 1), o.autoplaySpeed);
    return () => clearTimeout(timer);
  }, [running, index, o.autoplaySpeed, goTo]);

  // Hover and focus pause autoplay (WAI-ARIA APG carousel); focus that moves within the carousel keeps it paused.
  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!el.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, [root]);

  return {
    index: Math.min(index, positions - 1),
    perView,
    positions,
    goTo,
    running,
    stopped,
    setStopped,
    reducedMotion,
  };
}
