import { useEffect, useState, type RefObject } from 'react';
import { DEBOUNCE_MS } from '../../core/constants';

/**
 * The width of the widget's own box (not the window): a narrow sidebar embed gets the list even on a wide
 * screen. ResizeObserver answers are debounced (spec 3 §9 resize debounce 100 ms) and only a changed width
 * sets state. Also reports the window height for the compact layout (spec 3 §9).
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>): { width: number; windowHeight: number } {
  const [size, setSize] = useState({
    width: 0,
    windowHeight: typeof window === 'undefined' ? 1000 : window.innerHeight,
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const width = Math.round(el.getBoundingClientRect().width);
      const windowHeight = window.innerHeight;
      setSize((s) => (s.width === width && s.windowHeight === windowHeight ? s : { width, windowHeight }));
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, DEBOUNCE_MS.resize);
    };
    measure();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
    ro?.observe(el);
    window.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      ro?.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [ref]);
  return size;
}
