/**
 * The header's live-users counter (spec 3 §2 Header, §4 Live counter, §6): only with enableLiveCounter and
 * not when hideLiveCounterInHeader is 1 (core `headerLiveCounter`); icon 'eye' or 'users' (the client's
 * `liveCounterIcon`, else users). It tells the server where the visitor is (the portal path as context) and
 * shows the viewers of the whole portal; nothing shows until the first count arrives (no fake zero).
 */
import { useEffect, useRef, useState } from 'react';
import { headerLiveCounter } from '../../core/menus/header';
import { connectLiveCounter, liveCounterUrl, type LiveCounterConnection } from '../../state/live-counter';
import { usePortal } from '../app-context';
import { HeaderIcon } from './icons';

export function LiveCounter({ context }: { context: string }) {
  const { t, clientConfig, api, client, now } = usePortal();
  const config = clientConfig as Record<string, unknown> | null;
  const { visible, icon } = headerLiveCounter(config, config?.liveCounterIcon);
  const url = visible ? liveCounterUrl(config?.liveCounterUrl, api.base) : null;
  const [total, setTotal] = useState<number | null>(null);
  const connection = useRef<LiveCounterConnection | null>(null);
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    if (url === null || typeof WebSocket === 'undefined') return undefined;
    const c = connectLiveCounter({ url, client, context: contextRef.current, now, onCount: ({ total: n }) => setTotal(n) });
    connection.current = c;
    return () => { c.close(); connection.current = null; };
  }, [url, client, now]);
  useEffect(() => { connection.current?.setContext(context); }, [context]);

  if (url === null || total === null) return null;
  const label = t('header.liveCounter', { count: total });
  return (
    <span className="cp-header__counter" title={label}>
      <HeaderIcon name={icon} size={18} />
      <span aria-hidden="true">{total}</span>
      <span className="cp-visually-hidden">{label}</span>
    </span>
  );
}
