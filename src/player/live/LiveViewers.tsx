/**
 * The live player's counter (spec 3 §2 "live counter", §4): the viewers of this channel, from the page's one
 * counter socket (src/state/live/live-counter, shared with the portal header and other players). Its line is kept
 * from the start (no layout shift); the number shows with the first count (no fake zero).
 */
import { useLiveCounter } from '../../state/live/live-counter';
import type { Translate } from '../../i18n/types';

export interface LiveViewersProps {
  url: string;
  client: string;
  context: string;
  t: Translate;
}

export function LiveViewers({ url, client, context, t }: LiveViewersProps) {
  const counts = useLiveCounter(url, client, context);
  return (
    <p className="cp-live__viewers" data-count={counts?.count}>
      {counts ? t('live.viewers', { count: counts.count }) : ''}
    </p>
  );
}
