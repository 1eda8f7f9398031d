/**
 * The header's live-users counter (spec 3 §2 Header, §4 Live counter, §6): only with enableLiveCounter and
 * not when hideLiveCounterInHeader is 1 (core `headerLiveCounter`); icon 'eye' or 'users' (the client's
 * `liveCounterIcon`, else users). It tells the server where the visitor is (the portal path as context) and
 * shows the viewers of the whole portal; nothing shows until the first count arrives (no fake zero). One socket per
 * page: live players on the same page share it.
 */
import { headerLiveCounter } from '../../core/menus/header';
import { liveCounterUrl, useLiveCounter } from '../../state/live/live-counter';
import { usePortal } from '../app-context';
import { Icon } from '../../ui/Icon';
import { EYE, USERS } from './icons';

export function LiveCounter({ context }: { context: string }) {
  const { t, clientConfig, api, client } = usePortal();
  const config = clientConfig as Record<string, unknown> | null;
  const { visible, icon } = headerLiveCounter(config, config?.liveCounterIcon);
  // The page's one counter socket, shared with the live players (src/state/live/live-counter).
  const counts = useLiveCounter(visible ? liveCounterUrl(config?.liveCounterUrl, api.base) : null, client, context);
  if (counts === null) return null;
  const total = counts.total;
  const label = t('header.liveCounter', { count: total });
  return (
    <span className="cp-header__counter" title={label}>
      <Icon path={icon === 'eye' ? EYE : USERS} size={18} />
      <span aria-hidden="true">{total}</span>
      <span className="cp-visually-hidden">{label}</span>
    </span>
  );
}
