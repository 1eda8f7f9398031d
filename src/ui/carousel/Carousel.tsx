/**
 * An accessible carousel on CSS scroll-snap (issue 13 item 3), following the WAI-ARIA APG carousel pattern:
 * a region with `aria-roledescription="carousel"`, slides as labelled groups ("2 of 5"), a rotation control
 * first in the tab order (a visible pause button whenever autoplay would rotate), previous / next buttons and
 * slide picker dots (buttons with `aria-current`). The slide area is `aria-live="off"` while rotating and
 * "polite" otherwise. Arrow keys, Home and End move between slides; swipe is the browser's own scroll-snap.
 * Fade mode stacks the slides and cross-fades them over `speed` ms (one slide in view). Slides out of view are
 * `inert` (not reachable by Tab nor read). With one slide (or every slide in view) no control shows.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { offersPause } from '../../core/carousel/autoplay';
import type { Translate } from '../../i18n/types';
import { Icon } from '../Icon';
import { NEXT, PAUSE, PLAY, PREVIOUS } from './icons';
import { useScrollSnap } from './use-scroll-snap';

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  t: Translate;
  perView(width: number): number;
  autoplay: boolean;
  autoplaySpeed: number;
  /** Fade duration in ms (fade mode). */
  speed: number;
  fade: boolean;
  dots: boolean;
  navButtons: boolean;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

export function Carousel({
  slides,
  label,
  t,
  perView: perViewOf,
  autoplay,
  autoplaySpeed,
  speed,
  fade,
  dots,
  navButtons,
}: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const c = useScrollSnap(root, track, {
    slideCount: slides.length,
    perView: perViewOf,
    autoplay,
    autoplaySpeed,
    fade,
  });
  const controls = c.positions > 1;
  const pause = offersPause({
    autoplay,
    slideCount: slides.length,
    slidesPerView: c.perView,
    reducedMotion: c.reducedMotion,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!controls || (event.target as Element) !== track.current) return;
    const step = KEY_STEPS[event.key];
    const target =
      step !== undefined ? c.index + step : event.key === 'Home' ? 0 : event.key === 'End' ? c.positions - 1 : null;
    if (target === null) return;
    event.preventDefault();
    c.goTo(target);
  };
  /** The previous and next buttons: one slide back or on. */
  const stepButton = (name: 'previous' | 'next', by: number, icon: string) => (
    <button
      type="button"
      className="cp-carousel__button"
      data-carousel={name}
      aria-label={t(`carousel.${name}`)}
      onClick={() => c.goTo(c.index + by)}
    >
      <Icon path={icon} />
    </button>
  );

  return (
    <section
      ref={root}
      className={`cp-carousel${fade ? ' cp-carousel--fade' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--cp-per-view': String(c.perView), '--cp-speed': `${speed}ms` } as Record<string, string>}
    >
      {/* The track scrolls, so it is focusable (axe scrollable-region-focusable); keys move slide by slide. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: with controls the
          track is a labelled group that takes the arrow keys; without them it has no label and no keys to take */}
      <div
        ref={track}
        className="cp-carousel__track"
        tabIndex={controls ? 0 : undefined}
        onKeyDown={onKeyDown}
        aria-live={c.running ? 'off' : 'polite'}
        aria-label={controls ? t('carousel.slides') : undefined}
        role={controls ? 'group' : undefined}
      >
        {slides.map((slide, i) => {
          const shown = i >= c.index && i < c.index + c.perView;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position (slide i of n), never reordered
              key={i}
              className="cp-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { n: i + 1, count: slides.length })}
              data-active={shown || undefined}
              inert={!shown || undefined}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {controls ? (
        <div className="cp-carousel__bar">
          {pause ? (
            <button
              type="button"
              className="cp-carousel__button"
              data-carousel="rotation"
              onClick={() => c.setStopped(!c.stopped)}
              aria-label={t(c.stopped ? 'carousel.play' : 'carousel.pause')}
            >
              <Icon path={c.stopped ? PLAY : PAUSE} />
            </button>
          ) : null}
          {navButtons || !dots ? stepButton('previous', -1, PREVIOUS) : null}
          {dots ? (
            <ul className="cp-carousel__dots">
              {Array.from({ length: c.positions }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                <li key={i}>
                  <button
                    type="button"
                    className="cp-carousel__dot"
                    aria-label={t('carousel.goTo', { n: i + 1 })}
                    aria-current={i === c.index ? 'true' : undefined}
                    onClick={() => c.goTo(i)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {navButtons || !dots ? stepButton('next', 1, NEXT) : null}
        </div>
      ) : null}
    </section>
  );
}
