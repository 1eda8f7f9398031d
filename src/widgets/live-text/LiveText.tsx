/**
 * Live text: the channel's `livetext` (HTML subtitle, spec 3 §3 Channel), polled every 15 s (spec 3 §9 live channel
 * poll) through the page's scheduler and written through the SDK's one HTML sanitizer (src/ui/html/sanitize.ts,
 * shared with html-text). Announced politely when it changes. Without a live text a translated line shows.
 */
import { useEffect } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { channelSlugOf, useLiveChannel } from '../../state/live/live-channel';
import { ErrorState } from '../../ui/ErrorState';
import { SafeHtml } from '../../ui/html/SafeHtml';
import { Skeleton } from '../../ui/Spinner';
import type { LiveTextSettings } from './settings';

export function LiveText({ settings, context }: WidgetProps<LiveTextSettings>) {
  const { t } = context;
  const slug = channelSlugOf(settings.channel, context.channel);
  const state = useLiveChannel(context, slug, POLL_INTERVAL_MS.liveChannel);
  const html =
    state.status === 'ready' && typeof state.channel.livetext === 'string' ? state.channel.livetext.trim() : '';
  useEffect(() => {
    if (state.status === 'no-channel')
      console.warn(
        '[CongressPortal] live-text: no channel — set the "channel" setting or data-channel on the mount point.',
      );
  }, [state.status]);

  if (state.status === 'loading') return <Skeleton height="100%" />;
  if (state.status === 'error') return <ErrorState message={t('error.loadingFailed')} />;
  const classes = ['cp-live-text', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  return (
    <div className={classes} aria-live="polite">
      <SafeHtml html={html} hidden={!html} />
      {html ? null : <p className="cp-live-text__none">{t('liveText.none')}</p>}
    </div>
  );
}
