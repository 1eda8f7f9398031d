/**
 * The overflowplayer widget (issue 12 item 3; spec 3 §2): the channel named by the page's `?channel=` plays by the
 * widget's behaviour (default / streamAlways / ignorePause, alwaysOnAir); without one it lists the project's
 * channels as '?channel={slug}' links, ignoredChannels removed and channelOrder first (core displayChannelList).
 * An unknown behaviour plays as 'default' and warns once.
 */
import { hostLinkProps, useHostLinks } from '../../ui/links/host-link';
import { useEffect } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { displayChannelList } from '../../core/live/channel-order';
import { isKnownOverflowBehaviour, overflowChannelLink, overflowShouldPlay } from '../../core/live/overflow';
import { nonEmptyString } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import { LiveChannel } from '../../player/live/LiveChannel';
import type { OverflowPlayerSettings } from '../../player/live/settings';
import { useLiveChannel } from '../../state/live/live-channel';
import { useLiveChannelList, useProjectTags } from '../../state/live/live-channels';
import { Skeleton } from '../../ui/Spinner';

export function OverflowPlayer({ settings, context }: WidgetProps<OverflowPlayerSettings>) {
  const { t } = context;
  const slug =
    typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('channel') ?? '').trim();
  const channel = useLiveChannel(context, slug, POLL_INTERVAL_MS.liveChannel);
  const list = useLiveChannelList(context, !slug);
  const tags = useProjectTags(context, Boolean(slug));
  useHostLinks(context.links);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount (spec 3 §2: one warning)
  useEffect(() => {
    if (!isKnownOverflowBehaviour(settings.behaviour)) {
      console.warn(
        `[CongressPortal] overflowplayer: unknown behaviour ${JSON.stringify(settings.behaviour)}; expected "default", "streamAlways" or "ignorePause" — playing as "default".`,
      );
    }
  }, []);

  if (slug) return <LiveChannel state={channel} projectTags={tags} settings={settings} overflow context={context} />;
  if (list.status === 'loading') return <Skeleton height="100%" />;
  const channels = list.status === 'ready' ? displayChannelList<Record<string, unknown>>(list.channels, settings) : [];
  return (
    <nav className="cp-live cp-live__channels" aria-label={t('live.channels')}>
      {channels.length === 0 ? (
        <p role="status">{t(list.status === 'error' ? 'live.notFound' : 'live.noChannels')}</p>
      ) : (
        <ul>
          {channels.map((c) => {
            const href = hostLinkProps(context.links, 'channel', c.slug, safeUrl(overflowChannelLink(c.slug)));
            const title = nonEmptyString(c.title) ?? nonEmptyString(c.slug);
            const onAir = overflowShouldPlay(c, settings);
            return href ? (
              <li key={href.href}>
                <a href={href.href} onClick={href.onClick}>
                  {title}
                  <span className="cp-live__channel-state">{t(onAir ? 'live.onAir' : 'live.offAirShort')}</span>
                </a>
              </li>
            ) : null;
          })}
        </ul>
      )}
    </nav>
  );
}
