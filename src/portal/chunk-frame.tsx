/**
 * What a lazy route chunk brings along (issue 10: the shell carries only what every route needs): its texts behind
 * the portal's own `t` (client overrides and shell keys first), and its CSS, adopted into the portal's shadow root
 * while the route is mounted (src/ui/adopt-styles.ts, as the search dialog does). Pass module constants: a new
 * table list or CSS text on every render would rebuild the context.
 *
 * @example
 * <ChunkFrame messages={[detailMessages]} css={detailStyles}>{page}</ChunkFrame>
 */
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { Messages } from '../i18n/types';
import { createTranslate } from '../i18n/translate';
import { adoptStyles } from '../ui/adopt-styles';
import { derivedContext, PortalCtx, usePortal } from './app-context';

export function ChunkFrame({
  messages,
  css = '',
  children,
}: {
  messages: readonly Messages[];
  css?: string;
  children: ReactNode;
}) {
  const portal = usePortal();
  useLayoutEffect(
    () => (css ? adoptStyles(portal.root, css, portal.nonce) : undefined),
    [portal.root, portal.nonce, css],
  );
  const context = useMemo(() => {
    const own = createTranslate(portal.locale, messages);
    const t: typeof portal.t = (key, params) => {
      const text = portal.t(key, params);
      return text === key ? own(key, params) : text;
    };
    return derivedContext(portal, { t });
  }, [portal, messages]);
  return <PortalCtx.Provider value={context}>{children}</PortalCtx.Provider>;
}
