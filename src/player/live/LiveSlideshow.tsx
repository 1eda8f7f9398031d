/**
 * The break slideshow of the live players (spec 3 §2, §9: autoplaySpeed 8000 ms, speed 1000 ms, fade). Images are
 * stacked and cross-fade; a pause button stops the movement (WCAG 2.2.2 Pause, Stop, Hide), and the images only
 * move while autoplay is on and the button has not paused them. Its one timer ends on unmount.
 */
import { useEffect, useState } from 'react';
import type { SlideshowOptions } from '../../core/live/slider';
import type { Translate } from '../../i18n/types';
import { Icon } from '../../ui/Icon';
import { PAUSE, PLAY } from '../icons';

export function LiveSlideshow({
  images,
  options,
  t,
}: {
  images: readonly string[];
  options: SlideshowOptions;
  t: Translate;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const moving = options.autoplay && !paused && images.length > 1;
  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), options.autoplaySpeed);
    return () => clearInterval(timer);
  }, [moving, images.length, options.autoplaySpeed]);
  const shown = index % images.length;
  const fade = `opacity ${options.fade ? options.speed : 0}ms ease-in-out`;
  return (
    <div className="cp-live__slideshow" role="group" aria-roledescription="carousel" aria-label={t('live.slideshow')}>
      {images.map((src, i) => (
        <img
          // biome-ignore lint/suspicious/noArrayIndexKey: the same image may repeat; a slide is its position
          key={src + i}
          src={src}
          alt={t('live.slideOf', { n: i + 1, count: images.length })}
          aria-hidden={i === shown ? undefined : true}
          className="cp-live__slide"
          style={{ opacity: i === shown ? 1 : 0, transition: fade }}
          decoding="async"
        />
      ))}
      {images.length > 1 && options.autoplay ? (
        <button
          type="button"
          className="cp-player__button cp-live__slideshow-toggle"
          aria-pressed={paused}
          aria-label={t(paused ? 'live.playSlideshow' : 'live.pauseSlideshow')}
          title={t(paused ? 'live.playSlideshow' : 'live.pauseSlideshow')}
          onClick={() => setPaused((p) => !p)}
        >
          <Icon path={paused ? PLAY : PAUSE} size={22} />
        </button>
      ) : null}
    </div>
  );
}
