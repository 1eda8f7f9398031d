/**
 * The list widgets' slider layout: the cards in the shared carousel (spec 3 §3 slideshowOptions; slides per view
 * by the spec's teaser table, 4 / 3 / 2 / 1). A lazy chunk with its styles adopted while it is mounted
 * (src/ui/adopt-styles.ts): tiles and tables, the default layouts, load neither the carousel nor its CSS.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { slidesPerView } from '../../core/carousel/slides-per-view';
import { fillPlaceholders, toSupportedLocale } from '../../i18n/translate';
import type { Translate } from '../../i18n/types';
import { adoptStyles } from '../adopt-styles';
import { SliderFrame } from '../carousel/SliderFrame';
import { carouselMessages } from '../carousel/messages';
import { carouselStyles, sliderFrameStyles } from '../carousel/styles';

export interface ListSliderProps {
  slides: ReactNode[];
  options: unknown;
  label: string;
  emptyText: string;
  t: Translate;
  root: ShadowRoot;
  nonce?: string;
  locale: string;
}

export default function ListSlider({ slides, options, label, emptyText, t, root, nonce, locale }: ListSliderProps) {
  useLayoutEffect(() => adoptStyles(root, carouselStyles + sliderFrameStyles, nonce), [root, nonce]);
  // The carousel's texts come with it: a client's own translations of these keys still win (they are in `t`).
  const texts = carouselMessages[toSupportedLocale(locale)];
  const translate: Translate = (key, values) => {
    const own = t(key, values);
    return own === key && texts[key] ? fillPlaceholders(texts[key], values) : own;
  };
  return (
    <SliderFrame
      heading=""
      customClasses=""
      rawOptions={options}
      slides={slides}
      t={translate}
      fallbackLabel={label}
      emptyText={emptyText}
      perView={(w) => slidesPerView(w, options, slides.length)}
    />
  );
}
