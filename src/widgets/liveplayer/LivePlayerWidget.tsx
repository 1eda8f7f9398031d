/** The liveplayer widget (issue 12 item 2): one channel (setting `channel`, else data-channel), polled every 15 s. */
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { LiveChannel } from '../../player/live/LiveChannel';
import type { LivePlayerSettings } from '../../player/live/settings';
import { channelSlugOf, useLiveChannel } from '../../state/live/live-channel';
import { useProjectTags } from '../../state/live/live-channels';
import { useStructuredData } from '../shared/structured-data/use-structured-data';

export function LivePlayerWidget({ settings, context }: WidgetProps<LivePlayerSettings>) {
  const slug = channelSlugOf(settings.channel, context.channel);
  const state = useLiveChannel(context, slug, POLL_INTERVAL_MS.liveChannel);
  const tags = useProjectTags(context);
  const structured = useMemo(
    () =>
      state.status === 'ready'
        ? { kind: 'live' as const, project: context.project ?? null, channels: [state.channel] }
        : null,
    [state, context.project],
  );
  useStructuredData(context, structured);
  useEffect(() => {
    if (!slug)
      console.warn(
        '[CongressPortal] liveplayer: no channel — set the "channel" setting or data-channel on the mount point.',
      );
  }, [slug]);
  return <LiveChannel state={state} projectTags={tags} settings={settings} context={context} />;
}
