/** The slide on screen at the current time (issue 11 item 4: slides synchronised with `inpoint`). */
import { formatMediaTime } from '../core/player/media-time';
import type { TimelineSlide } from '../core/player/slides';
import type { Translate } from '../i18n/types';

export interface SlidesPanelProps {
  id: string;
  slides: readonly TimelineSlide[];
  active: number;
  t: Translate;
}

export function SlidesPanel({ id, slides, active, t }: SlidesPanelProps) {
  const slide = slides[active];
  return (
    // Focusable: the panel scrolls on small players (its content must be reachable by keyboard).
    <div
      className="cp-player__panel cp-player__slides"
      id={id}
      data-active-slide={active}
      role="region"
      aria-label={t('player.slides')}
      tabIndex={0}
    >
      {slide ? (
        <figure>
          <img src={slide.image} alt={slide.title} decoding="async" />
          <figcaption>
            {t('player.slideOf', { n: active + 1, count: slides.length })}
            {slide.title ? `: ${slide.title}` : ''}
          </figcaption>
        </figure>
      ) : (
        <p>{t('player.noSlideYet', { time: formatMediaTime(slides[0]?.inpoint ?? 0) })}</p>
      )}
    </div>
  );
}
