/**
 * A live player for one polled channel: the loading box, a clear error state, or <LivePlayer>. Both live widgets
 * render it (they may not import each other; the shared part lives here, in src/player).
 */
import type { ApiClient } from '../../api/types';
import { liveCounterContext, livePlayerShowsCounter } from '../../core/live/live-counter';
import { liveCounterUrl } from '../../state/live/live-counter';
import type { LiveChannelState } from '../../state/live/live-channel';
import type { Translate } from '../../i18n/types';
import { Skeleton } from '../../ui/Spinner';
import { LivePlayer } from './LivePlayer';
import type { LivePlayerSettings } from './settings';
import type { TrackingContext } from './use-live-tracking';

export interface LiveChannelProps {
  state: LiveChannelState;
  projectTags: readonly string[] | null;
  settings: LivePlayerSettings;
  overflow?: boolean;
  context: { api: ApiClient; locale: string; t: Translate; project?: string; clientConfig?: unknown } & Partial<
    Omit<TrackingContext, 'api' | 'clientConfig'>
  >;
}

export function LiveChannel({ state, projectTags, settings, overflow, context }: LiveChannelProps) {
  const { t } = context;
  if (state.status === 'no-channel' || state.status === 'error') {
    return (
      <div className="cp-live cp-live--text">
        <p className="cp-live__text" role="status">
          {t(state.status === 'error' ? 'live.notFound' : 'live.noChannel')}
        </p>
      </div>
    );
  }
  if (state.status === 'loading' || projectTags === null) return <Skeleton height="100%" />;
  const config = context.clientConfig as Record<string, unknown> | null | undefined;
  const counterUrl = livePlayerShowsCounter(config, settings)
    ? liveCounterUrl(config?.liveCounterUrl, context.api.base)
    : null;
  const viewers = counterUrl
    ? { url: counterUrl, client: context.api.client, context: liveCounterContext(context.project, state.channel.slug) }
    : null;
  return (
    <LivePlayer
      channel={state.channel}
      settings={settings}
      projectTags={projectTags}
      overflow={overflow}
      viewers={viewers}
      search={typeof location === 'undefined' ? '' : location.search}
      apiBase={context.api.base}
      clientConfig={context.clientConfig}
      locale={context.locale}
      t={t}
      tracking={
        context.now
          ? {
              api: context.api,
              clientConfig: (config ?? null) as TrackingContext['clientConfig'],
              pageConsent: context.pageConsent,
              now: context.now,
            }
          : undefined
      }
    />
  );
}
