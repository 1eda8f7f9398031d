/**
 * The webcast display's live counter (spec 3 §3 hideLiveCounter, §4 Live counter, §6 "needs enableLiveCounter"):
 * viewers of the project's context from the page's one counter socket (src/state/live/live-counter, shared with the
 * portal header and the live players), shown once the first count arrives (no fake zero).
 */
import type { ChannelContext as WidgetContext } from '../context';
import { isOn } from '../../../../core/values';
import { liveCounterUrl, useLiveCounter } from '../../../../state/live/live-counter';

export function LiveCount({
  context,
  project,
  hidden,
}: {
  context: WidgetContext;
  project: string | undefined;
  hidden: unknown;
}) {
  const config = context.clientConfig as Record<string, unknown> | null;
  const url =
    !isOn(hidden) && isOn(config?.enableLiveCounter) ? liveCounterUrl(config?.liveCounterUrl, context.api.base) : null;
  const counts = useLiveCounter(url, context.client, project ?? '');
  if (counts === null) return null;
  return <span className="cp-chw__count">{context.t('channels.watching', { count: counts.count })}</span>;
}
