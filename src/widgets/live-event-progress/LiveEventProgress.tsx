/**
 * Live event progress (spec 3 §4 Progress bar, §9): the share of the channel's current event elapsed, 0–100 %
 * (core `eventProgress`), refreshed every 60 s through the page's poll scheduler; without a current event (or
 * while the channel is paused) the `noLiveEventMessage` setting, else a translated text. Fixed box (issue 9).
 */
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { isOn } from '../../core/values';
import { eventProgress } from '../../core/live/progress';
import { channelSlugOf, useLiveChannel } from '../../state/live/live-channel';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Spinner';
import type { LiveEventProgressSettings } from './settings';

export function LiveEventProgress({ settings, context }: WidgetProps<LiveEventProgressSettings>) {
  const { t } = context;
  const slug = channelSlugOf(settings.channel, context.channel);
  const state = useLiveChannel(context, slug, POLL_INTERVAL_MS.progressAndTimeMarker);
  // The bar moves on between polls too: recomputed from the clock every 60 s (spec 3 §9).
  const [now, setNow] = useState(() => context.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies(state): each poll answer restarts the clock
  useEffect(() => {
    setNow(context.now());
    const timer = setInterval(() => setNow(context.now()), POLL_INTERVAL_MS.progressAndTimeMarker);
    return () => clearInterval(timer);
  }, [context, state]);
  useEffect(() => {
    if (state.status === 'no-channel')
      console.warn(
        '[CongressPortal] live-event-progress: no channel — set the "channel" setting or data-channel on the mount point.',
      );
  }, [state.status]);

  const classes = ['cp-progress', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  if (state.status === 'loading') return <Skeleton height="100%" />;
  if (state.status === 'error') return <ErrorState message={t('error.loadingFailed')} />;
  const event = state.status === 'ready' && !isOn(state.channel.paused) ? state.channel.currentEvent : null;
  const title =
    typeof (event as { title?: unknown } | null)?.title === 'string' ? (event as { title: string }).title : '';
  if (!event) {
    const message =
      typeof settings.noLiveEventMessage === 'string' && settings.noLiveEventMessage.trim()
        ? settings.noLiveEventMessage
        : t('liveEventProgress.noLiveEvent');
    return (
      <div className={classes}>
        <p className="cp-progress__none">{message}</p>
      </div>
    );
  }
  const percent = Math.round(eventProgress(event, now));
  return (
    <div className={classes}>
      <p className="cp-progress__title" id="cp-progress-title">
        {title || t('liveEventProgress.currentEvent')}
      </p>
      <div
        className="cp-progress__bar"
        role="progressbar"
        aria-labelledby="cp-progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('liveEventProgress.elapsed', { percent })}
      >
        <div className="cp-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="cp-progress__value" aria-hidden="true">
        {t('liveEventProgress.elapsed', { percent })}
      </p>
    </div>
  );
}
