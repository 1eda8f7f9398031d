/**
 * The webcast display's live counter (spec 3 §3 hideLiveCounter, §4 Live counter, §6 "needs enableLiveCounter"):
 * viewers of the project's context over the counter socket (src/state/live-counter.ts), shown once the first
 * count arrives (no fake zero); the socket closes on unmount.
 */
import { useEffect, useState } from 'react';
import type { ChannelContext as WidgetContext } from './context';
import { isOn } from '../../core/live/values';
import { connectLiveCounter, liveCounterUrl } from '../../state/live-counter';

export function LiveCount({ context, project, hidden }: { context: WidgetContext; project: string | undefined; hidden: unknown }) {
  const config = context.clientConfig as Record<string, unknown> | null;
  const url = !isOn(hidden) && isOn(config?.enableLiveCounter) ? liveCounterUrl(config?.liveCounterUrl, context.api.base) : null;
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (url === null || typeof WebSocket === 'undefined') return undefined;
    const c = connectLiveCounter({ url, client: context.client, context: project ?? '', now: context.now, onCount: ({ count: n }) => setCount(n) });
    return () => c.close();
  }, [url, context, project]);
  if (url === null || count === null) return null;
  return <span className="cp-chw__count">{context.t('channels.watching', { count })}</span>;
}
