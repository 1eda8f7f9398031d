import { SLIDER_DEFAULTS } from '../constants';
import { slideshowOptions, slidesForWidth, type SliderArea } from '../live/slider';
import { asRecord, toNumber } from '../values';

/**
 * Slides a card slider shows at a width (spec 3 §3 "Card slider defaults", §5, §9), in this order:
 * 1. the settings' responsive breakpoints (numeric ones only, §5), slick's reading: an entry applies while the
 *    width is at most its breakpoint, the smallest such entry wins, its `settings.slidesToShow` counts;
 * 2. an explicit `slidesToShow` setting;
 * 3. the spec's width table (teaser area by default: 4 above 1226 px, 3 above 884, 2 above 595, else 1).
 * Never more slides than there are, never fewer than one. `width` is the slider's own width in px.
 */
export function slidesPerView(
  width: unknown,
  rawOptions: unknown,
  slideCount: number,
  area: SliderArea = 'teaser',
): number {
  const options = slideshowOptions(rawOptions);
  const w = toNumber(width);
  const count = Math.max(1, Math.floor(toNumber(slideCount) ?? 1));
  let perView: number | null = null;
  if (w !== null) {
    const matching = options.responsive.filter((r) => w <= r.breakpoint).sort((a, b) => a.breakpoint - b.breakpoint);
    for (const entry of matching) {
      const n = toNumber(entry.settings.slidesToShow);
      if (n !== null && n >= 1) {
        perView = Math.floor(n);
        break;
      }
    }
  }
  if (perView === null && toNumber(asRecord(rawOptions)?.slidesToShow) !== null) perView = options.slidesToShow;
  perView ??= w === null ? SLIDER_DEFAULTS.slidesToShow : slidesForWidth(w, area);
  return Math.min(count, Math.max(1, perView));
}
