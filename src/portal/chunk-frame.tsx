/**
 * What a lazy route chunk brings along: its texts (en and de) behind the portal's own `t` (client overrides and
 * shell keys first), and its CSS, adopted into the portal's shadow root while the chunk's screen is mounted
 * (src/ui/adopt-styles.ts). The shell stays as small as it was.
 */
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { createTranslate } from '../i18n/translate';
import type { Messages } from '../i18n/types';
import { adoptStyles } from '../ui/adopt-styles';
import { PortalCtx, usePortal } from './app-context';

export function ChunkFrame({ messages, css, children }: { messages: Messages[]; css: string; children: ReactNode }) {
  const portal = usePortal();
  useLayoutEffect(() => adoptStyles(portal.root, css, portal.nonce), [portal.root, portal.nonce, css]);
  const context = useMemo(() => {
    const own = createTranslate(portal.locale, messages);
    const t: typeof portal.t = (key, params) => {
      const text = portal.t(key, params);
      return text === key ? own(key, params) : text;
    };
    return { ...portal, t };
  }, [portal]); // eslint-disable-line react-hooks/exhaustive-deps -- a chunk's messages are module constants
  return <PortalCtx.Provider value={context}>{children}</PortalCtx.Provider>;
}
