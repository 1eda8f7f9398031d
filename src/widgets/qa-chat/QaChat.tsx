/**
 * Q&A chat (spec 3 §3, §6, §8): the provider's event page (Slido) in an iframe with the signed-in user's name and
 * e-mail prefilled, a QR code of its join link unless hideQrCode, a translated chat-disabled text without an
 * event id. With a channel it follows the channel's current event (polled every 15 s through the page's one
 * scheduler, shared with the other live widgets). Nothing is requested from the provider before it mounts.
 */
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { isOn } from '../../core/values';
import { qaEventOf, qaFrameSandbox, qaFrameUrl, qaJoinUrl } from '../../core/tracking/qa-chat';
import { channelSlugOf, useLiveChannel } from '../../state/live/live-channel';
import { readSessionUser } from '../../state/chat/session-user';
import { Skeleton } from '../../ui/Spinner';
import { QrCode } from './QrCode';
import type { QaChatSettings } from './settings';

export function QaChat({ settings, context }: WidgetProps<QaChatSettings>) {
  const { t } = context;
  const user = useMemo(() => readSessionUser(), []);
  const slug = channelSlugOf(settings.channel, context.channel);
  const live = useLiveChannel(context, slug, POLL_INTERVAL_MS.qa);
  const { eventId, eventCode } = qaEventOf(settings, live.status === 'ready' ? live.channel.currentEvent : null);
  const frame = qaFrameUrl(settings.providerUrl, eventId, user);
  const join = isOn(settings.hideQrCode) ? null : qaJoinUrl(settings.joinUrl, eventId, eventCode);
  useEffect(() => {
    if (eventId !== null && frame === null)
      console.warn('[CongressPortal] qa-chat: the providerUrl setting was refused by the URL gate.');
  }, [eventId, frame]);

  const classes = ['cp-qa', typeof settings.customClasses === 'string' ? settings.customClasses : ''].join(' ').trim();
  if (live.status === 'loading' && eventId === null) return <Skeleton height="100%" />;
  if (frame === null)
    return (
      <div className={classes}>
        <p className="cp-qa__disabled">{t('qaChat.disabled')}</p>
      </div>
    );
  const name = typeof settings.name === 'string' ? settings.name.trim() : '';
  return (
    <div className={classes}>
      <iframe
        className="cp-qa__frame"
        src={frame}
        title={name ? `${t('qaChat.title')}: ${name}` : t('qaChat.title')}
        sandbox={qaFrameSandbox(frame, document.baseURI)}
        allow="clipboard-write"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {join ? (
        <figure className="cp-qa__join">
          <QrCode text={join} label={t('qaChat.qrLabel')} />
          <figcaption>
            {t('qaChat.scan')}
            {eventCode ? (
              <>
                {' '}
                <span className="cp-qa__code">#{eventCode}</span>
              </>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
