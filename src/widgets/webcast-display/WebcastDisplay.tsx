/**
 * Webcast display (spec 3 §3 Webcast display settings, §4 On air / off air, §5, §8): the project's channels as
 * tiles in a grid or in the shared carousel (slideshow mode), polled every 15 s; with no visible channel the
 * collection description, else `widgets.filtermatrix.noResults`. The box is fixed (issue 9): tiles scroll inside.
 */
import { useMemo } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { slidesPerView } from '../../core/carousel/slides-per-view';
import { asRecord } from '../../core/values';
import { noChannelDescription } from '../../core/live/webcast-tiles';
import { SliderFrame } from '../../ui/carousel/SliderFrame';
import { channelTiles } from '../shared/channels/slideshow/ChannelTile';
import { LiveCount } from '../shared/channels/slideshow/LiveCount';
import { projectOf, useChannelTiles, useCollection } from '../shared/channels/use-channel-tiles';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Spinner';
import type { WebcastDisplaySettings } from './settings';

export function WebcastDisplay({ settings, context }: WidgetProps<WebcastDisplaySettings>) {
  const { t, locale } = context;
  const project = projectOf(settings.project, context);
  const { status, tiles } = useChannelTiles(context, settings);
  const { collection } = useCollection(context, project);
  // Spec 3 §3: the display's slideshow shows one slide unless slidesToShow or a (numeric) breakpoint says otherwise.
  const options = useMemo(
    () => ({ slidesToShow: 1, ...asRecord(settings.slideshowOptions) }),
    [settings.slideshowOptions],
  );
  const timeZone = (project && context.clientConfig?.projects?.[project]?.timezone) || undefined;
  const heading = typeof settings.heading === 'string' ? settings.heading.trim() : '';
  const classes = ['cp-chw', typeof settings.customClasses === 'string' ? settings.customClasses : ''].join(' ').trim();

  if (status === 'loading') return <Skeleton height="100%" />;
  if (status === 'error') return <ErrorState message={t('error.loadingFailed')} />;
  const empty = noChannelDescription(collection, true) ?? t('widgets.filtermatrix.noResults');
  const slides = channelTiles(tiles, { t, locale, timeZone, links: context.links, owner: 'webcast-display' });
  const counter = <LiveCount context={context} project={project} hidden={settings.hideLiveCounter} />;

  if (settings.mode === 'slideshow') {
    return (
      <div className={classes}>
        <div className="cp-chw__head">{counter}</div>
        <SliderFrame
          heading={heading}
          customClasses=""
          rawOptions={options}
          slides={slides}
          t={t}
          fallbackLabel={t('channels.label')}
          emptyText={empty}
          perView={(w) => slidesPerView(w, options, slides.length)}
        />
      </div>
    );
  }
  return (
    <div className={classes}>
      <div className="cp-chw__head">
        {heading ? <h2 className="cp-chw__heading">{heading}</h2> : null}
        {counter}
      </div>
      {tiles.length === 0 ? (
        <p className="cp-chw__empty" role="status">
          {empty}
        </p>
      ) : (
        <div className="cp-chw__scroll" tabIndex={0} role="region" aria-label={heading || t('channels.label')}>
          <ul className="cp-chw__grid">
            {slides.map((slide, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position in the grid
              <li key={i}>{slide}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
