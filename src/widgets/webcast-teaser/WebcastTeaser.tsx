/**
 * Webcast teaser (spec 3 §4 Teaser congress state, §9 Teaser slideshow): before the congress the collection's
 * htmlEmbed1, after it htmlEmbed2 (both through the SDK's HTML sanitizer), during it the channel slideshow (autoplay,
 * 5000 ms); when that has nothing to show, htmlEmbed1 or the no-results text. The state comes from the clock against
 * the collection's dates, forced by the host page's `?state=` (or the `state` setting).
 */
import type { WidgetProps } from '../../contract/widget';
import { TRUNCATE } from '../../core/constants';
import { teaserCongressState, teaserContent } from '../../core/live/teaser-state';
import { SliderFrame } from '../../ui/carousel/SliderFrame';
import { channelTiles } from '../shared/channels/slideshow/ChannelTile';
import { projectOf, useChannelTiles, useCollection } from '../shared/channels/use-channel-tiles';
import { ErrorState } from '../../ui/ErrorState';
import { SafeHtml } from '../../ui/html/SafeHtml';
import { Skeleton } from '../../ui/Spinner';
import type { WebcastTeaserSettings } from './settings';

/** Spec 3 §9 Teaser slideshow: autoplay, 5000 ms, no dots (the carousel keeps its pause and step buttons, WCAG 2.2.2). */
const TEASER_SLIDESHOW = { autoplay: true, autoplaySpeed: 5000, dots: false, slidesToShow: 1 };

function queryState(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('state');
}

export function WebcastTeaser({ settings, context }: WidgetProps<WebcastTeaserSettings>) {
  const { t, locale } = context;
  const project = projectOf(settings.project, context);
  const { status, tiles, now } = useChannelTiles(context, settings);
  const { status: collectionStatus, collection } = useCollection(context, project);
  const config = project ? context.clientConfig?.projects?.[project] : undefined;
  const state = teaserCongressState(collection, now, queryState() || settings.state, config?.timezone);
  const content = teaserContent(state, collection, tiles.length > 0);
  const markup = content.kind === 'html' ? content.html : '';

  if (status === 'loading' || collectionStatus === 'loading') return <Skeleton height="100%" />;
  if (status === 'error' && content.kind !== 'html') return <ErrorState message={t('error.loadingFailed')} />;
  const classes = ['cp-chw', 'cp-teaser', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  const slides = channelTiles(tiles, {
    t,
    locale,
    timeZone: config?.timezone ?? undefined,
    titleLength: TRUNCATE.teaserTitle,
    links: context.links,
    owner: 'webcast-teaser',
  });
  return (
    <div className={classes} data-state={state ?? undefined}>
      <SafeHtml html={markup} className="cp-teaser__html" hidden={content.kind !== 'html'} />
      {content.kind === 'slideshow' ? (
        <SliderFrame
          heading=""
          customClasses=""
          rawOptions={TEASER_SLIDESHOW}
          slides={slides}
          t={t}
          fallbackLabel={t('channels.label')}
          emptyText={t('widgets.filtermatrix.noResults')}
          perView={() => 1}
        />
      ) : null}
      {content.kind === 'noResults' ? (
        <p className="cp-chw__empty" role="status">
          {t('widgets.filtermatrix.noResults')}
        </p>
      ) : null}
    </div>
  );
}
