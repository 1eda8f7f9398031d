/**
 * What card-slider and image-slider share around the carousel: an optional heading, the slideshow options read
 * through core `slideshowOptions` (spec 3 §3 slider defaults: autoplay speed 6000, speed 1000), an empty state,
 * and the carousel filling the rest of the widget's box (issue 9).
 */
import type { ReactNode } from 'react';
import { slideshowOptions } from '../../core/live/slider';
import type { Translate } from '../../i18n/types';
import { Carousel } from './Carousel';

export interface SliderFrameProps {
  heading: unknown;
  customClasses: unknown;
  rawOptions: unknown;
  slides: ReactNode[];
  perView(width: number): number;
  t: Translate;
  /** Name of the carousel region when there is no heading. */
  fallbackLabel: string;
  emptyText: string;
}

export function SliderFrame({
  heading,
  customClasses,
  rawOptions,
  slides,
  perView,
  t,
  fallbackLabel,
  emptyText,
}: SliderFrameProps) {
  const title = typeof heading === 'string' ? heading.trim() : '';
  const o = slideshowOptions(rawOptions);
  const classes = ['cp-slider', typeof customClasses === 'string' ? customClasses : ''].join(' ').trim();
  return (
    <div className={classes}>
      {title ? <h2 className="cp-slider__heading">{title}</h2> : null}
      {slides.length === 0 ? (
        <p className="cp-slider__empty">{emptyText}</p>
      ) : (
        <Carousel
          slides={slides}
          label={title || fallbackLabel}
          t={t}
          perView={perView}
          autoplay={o.autoplay}
          autoplaySpeed={o.autoplaySpeed}
          speed={o.speed}
          fade={o.fade}
          dots={o.dots}
          navButtons={o.navButtons}
        />
      )}
    </div>
  );
}
