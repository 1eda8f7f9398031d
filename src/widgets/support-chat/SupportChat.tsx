/**
 * Support chat (spec 3 §3, §5, §6): the provider's script, loaded by propertyId and widgetId only once this widget
 * mounts, with the signed-in visitor's name and e-mail by the spec's rules (core `supportChatVisitor`). In embedded
 * mode the provider renders into an element it finds by id in the document: a light-DOM child of the mount point,
 * shown through a slot of the widget's shadow root (a document lookup cannot see inside a shadow root). Inside the
 * portal (the mount point itself in the portal's shadow root) the provider's floating button serves instead.
 */
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { isOn } from '../../core/values';
import { supportChatScriptUrl, supportChatVisitor } from '../../core/tracking/chat';
import { readSessionUser } from '../../state/chat/session-user';
import { loadSupportChat } from './load-chat';
import type { SupportChatSettings } from './settings';

const SLOT = 'cp-support-chat';

export function SupportChat({ settings, context }: WidgetProps<SupportChatSettings>) {
  const { t } = context;
  const src = supportChatScriptUrl(
    settings.scriptUrl,
    settings.propertyId,
    settings.widgetId,
    context.clientConfig?.whitelistUrls,
    location.href,
  );
  // The provider finds its element with a document lookup: a mount point inside another shadow root (a portal
  // page's grid cell) cannot embed it, and the provider shows its floating button instead.
  const embedded = isOn(settings.embedded) && context.root.host.getRootNode() === document;
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    if (src === null) {
      console.warn(
        "[CongressPortal] support-chat: no chat — propertyId and widgetId are needed, and the script must come from the provider, a whitelisted origin (whitelistUrls) or this page's origin.",
      );
      return undefined;
    }
    const host = context.root.host as HTMLElement;
    let box: HTMLElement | null = null;
    if (embedded) {
      box = document.createElement('div');
      box.id = `tawk_${String(settings.widgetId)}`;
      box.slot = SLOT;
      box.className = 'cp-support-chat__embed';
      host.appendChild(box);
    }
    let stop: () => void = () => undefined;
    try {
      stop = loadSupportChat(src, {
        visitor: supportChatVisitor(readSessionUser()),
        embedIn: box,
        nonce: context.nonce,
      });
    } catch {
      setProblem(true);
    }
    return () => {
      stop();
      box?.remove();
    };
  }, [src, embedded, settings.widgetId, context]);

  const classes = ['cp-support-chat', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  if (src === null || problem)
    return (
      <div className={classes}>
        <p className="cp-support-chat__none">{t('supportChat.unavailable')}</p>
      </div>
    );
  return (
    <section className={classes} aria-label={t('supportChat.label')}>
      {embedded ? <slot name={SLOT} /> : <p className="cp-support-chat__none">{t('supportChat.floating')}</p>}
    </section>
  );
}
