/**
 * Image slider: images in the shared carousel, each in the rendition its slide's width asks for (spec 3 §9: xs up
 * to 567 px, sm up to 767, md up to 1023, default above; core `renditionForWidth`), a broken one replaced by the
 * configured error image (spec 3 §8). One image in view unless slidesToShow or responsive breakpoints say more.
 */
import type { WidgetProps } from '../../contract/widget';
import { useMediaSettings } from '../../ui/media/use-media-settings';
import { toCards } from '../../core/content/card';
import { renditionForWidth } from '../../core/content/image-renditions';
import { slideshowOptions } from '../../core/live/slider';
import { SliderFrame } from '../../ui/carousel/SliderFrame';
import { FallbackImage } from '../../ui/media/FallbackImage';
import type { ImageSliderSettings } from './settings';

/** The images setting read as cards (its problems named `images`). */
const toImages = (raw: unknown) => toCards(raw, 'images');

export function ImageSlider({ settings, context: { t } }: WidgetProps<ImageSliderSettings>) {
  const {
    cards: images,
    box,
    width,
  } = useMediaSettings(
    'image-slider',
    settings.images,
    toImages,
    'a list of images { image, imageAlt, title, link } with http(s), mailto, tel or relative links',
  );
  const perView = () => Math.min(images.length || 1, slideshowOptions(settings.slideshowOptions).slidesToShow);
  const slideWidth = width / perView();
  const slides = images.map((image, i) => {
    const picture = (
      <FallbackImage
        src={renditionForWidth(slideWidth || undefined, image.image)}
        alt={image.imageAlt}
        errorImage={settings.errorImage}
        unavailable={t('media.unavailable')}
        owner="image-slider"
      />
    );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the images are positions in the settings, never reordered
      <figure key={i} className="cp-image-slide">
        {image.link ? (
          <a
            href={image.link}
            {...(image.external ? { target: '_blank', rel: 'noopener noreferrer' } : { target: '_top' })}
            aria-label={image.imageAlt ? undefined : image.title || t('imageSlider.link')}
          >
            {picture}
            {image.external ? <span className="cp-visually-hidden"> {t('media.opensInNewTab')}</span> : null}
          </a>
        ) : (
          picture
        )}
        {image.title ? <figcaption className="cp-image-slide__caption">{image.title}</figcaption> : null}
      </figure>
    );
  });
  return (
    <div ref={box} style={{ height: '100%' }}>
      <SliderFrame
        heading={settings.heading}
        customClasses={`cp-image-slider ${typeof settings.customClasses === 'string' ? settings.customClasses : ''}`}
        rawOptions={settings.slideshowOptions}
        slides={slides}
        perView={perView}
        t={t}
        fallbackLabel={t('imageSlider.label')}
        emptyText={t('imageSlider.empty')}
      />
    </div>
  );
}
