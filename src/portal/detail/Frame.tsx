/**
 * What every detail chunk brings along: its texts (detail + player, en and de) behind the portal's own `t` (client
 * overrides and shell keys first), and its CSS (detail + player), adopted into the portal's shadow root while a
 * detail page is mounted (src/ui/adopt-styles.ts, as the search dialog does). The shell stays as small as it was.
 * After the page, the advertisements placed on it (../ads/Ads.tsx).
 */
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { createTranslate } from '../../i18n/translate';
import { playerMessages } from '../../player/messages';
import { playerStyles } from '../../player/styles';
import { adoptStyles } from '../../ui/adopt-styles';
import { PortalCtx, usePortal } from '../app-context';
import { Ads } from '../ads/Ads';
import { adTagsOfRoute } from '../../core/ads/route-context';
import { useRouter } from '../router/context';
import { detailMessages } from './messages';
import { detailStyles } from './styles';

const CSS = playerStyles + detailStyles;

export function DetailFrame({ children }: { children: ReactNode }) {
  const portal = usePortal();
  useLayoutEffect(() => adoptStyles(portal.root, CSS, portal.nonce), [portal.root, portal.nonce]);
  const context = useMemo(() => {
    const own = createTranslate(portal.locale, [detailMessages, playerMessages]);
    const t: typeof portal.t = (key, params) => {
      const text = portal.t(key, params);
      return text === key ? own(key, params) : text;
    };
    return { ...portal, t };
  }, [portal]);
  const { match } = useRouter();
  return <PortalCtx.Provider value={context}>{children}<Ads context={{ adTags: adTagsOfRoute('detail', match.name, match.params) }} /></PortalCtx.Provider>;
}
