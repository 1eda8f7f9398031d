/** Card slider: cards in the shared carousel, slides per view by the slider's width (core `slidesPerView`). */
import type { WidgetProps } from '../../contract/widget';
import { useMediaSettings } from '../../ui/media/use-media-settings';
import { slidesPerView } from '../../core/carousel/slides-per-view';
import { toCards } from '../../core/content/card';
import { SliderFrame } from '../../ui/carousel/SliderFrame';
import { Card } from '../../ui/media/Card';
import type { CardSliderSettings } from './settings';

export function CardSlider({ settings, context: { t } }: WidgetProps<CardSliderSettings>) {
  const { cards, box, width } = useMediaSettings(
    'card-slider',
    settings.cards,
    toCards,
    'a list of cards { title, text, image, link } with http(s), mailto, tel or relative links',
  );
  const perView = (w: number) => slidesPerView(w, settings.slideshowOptions, cards.length);
  const cardWidth = width / Math.max(1, perView(width));
  const labels = {
    unavailable: t('media.unavailable'),
    opensInNewTab: t('media.opensInNewTab'),
    more: t('media.more'),
  };
  const slides = cards.map((card, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the cards are positions in the settings, never reordered
    <Card key={i} card={card} width={cardWidth} errorImage={settings.errorImage} labels={labels} owner="card-slider" />
  ));
  return (
    <div ref={box} style={{ height: '100%' }}>
      <SliderFrame
        heading={settings.heading}
        customClasses={settings.customClasses}
        rawOptions={settings.slideshowOptions}
        slides={slides}
        perView={perView}
        t={t}
        fallbackLabel={t('cardSlider.label')}
        emptyText={t('cardSlider.empty')}
      />
    </div>
  );
}
