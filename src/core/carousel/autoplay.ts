/** What decides whether a carousel advances by itself (issue 13 item 3; WAI-ARIA APG carousel pattern). */
export interface AutoplayState {
  /** The `autoplay` setting. */
  autoplay: boolean;
  slideCount: number;
  slidesPerView: number;
  /** The visitor pressed the pause button (stays paused until they press play). */
  stopped: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
}

/**
 * Autoplay runs only with the setting on, more slides than fit in view, motion allowed, not stopped by the
 * visitor, and neither hovered nor focused (APG: rotation stops while the carousel has the pointer or focus).
 */
export function autoplayRunning(s: AutoplayState): boolean {
  return (
    s.autoplay &&
    hasControls(s.slideCount, s.slidesPerView) &&
    !s.reducedMotion &&
    !s.stopped &&
    !s.hovered &&
    !s.focused
  );
}

/** A pause button is offered when autoplay would rotate at all (a visible control, WCAG 2.2.2). */
export function offersPause(
  s: Pick<AutoplayState, 'autoplay' | 'slideCount' | 'slidesPerView' | 'reducedMotion'>,
): boolean {
  return s.autoplay && !s.reducedMotion && hasControls(s.slideCount, s.slidesPerView);
}

/** Positions a visitor can move to: one per slide start that still fills the view (slides − perView + 1, ≥ 1). */
export function positionCount(slideCount: number, slidesPerView: number): number {
  const count = Math.max(0, Math.floor(slideCount) || 0);
  const view = Math.max(1, Math.floor(slidesPerView) || 1);
  return Math.max(1, count - view + 1);
}

/** Controls (dots, buttons, pause) only when there is somewhere to move: a slideshow of one slide shows none. */
export function hasControls(slideCount: number, slidesPerView: number): boolean {
  return positionCount(slideCount, slidesPerView) > 1;
}

/** The position after `index` moved by `step`, wrapping round at both ends (autoplay and buttons loop). */
export function wrapPosition(index: number, step: number, positions: number): number {
  const n = Math.max(1, Math.floor(positions) || 1);
  const i = (Math.floor(index) || 0) + (Math.floor(step) || 0);
  return ((i % n) + n) % n;
}
