/**
 * What the live players show beside the picture (spec 3 §2, §3): channel info (title, location), event info (the
 * current or next event), the channel's live text — HTML through the SDK's one sanitizer, faded in over 600 ms
 * (spec 3 §9 livetext animation) and announced politely — each hideable by its setting. The sanitizer is imported
 * on first use, so a live page's first render does not wait for it.
 */
import { useLayoutEffect, useRef } from 'react';
import { LIVETEXT_ANIMATION_DELAY_MS } from '../../core/constants';
import { asRecord, isOn, nonEmptyString } from '../../core/values';
import type { Translate } from '../../i18n/types';

/** The sanitizer arrives with the first live text (a chunk html-text shares), not with the player. */
const sanitizer = () => import('../../ui/html/sanitize');

export interface LiveInfoProps {
  channel: Record<string, unknown>;
  settings: Record<string, unknown>;
  onAir: boolean;
  t: Translate;
}

function LiveText({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    let current = true;
    void sanitizer().then(({ sanitizeInto }) => {
      if (current && el) return sanitizeInto(el, html);
    });
    return () => {
      current = false;
    };
  }, [html]);
  // A new key per text restarts the fade-in.
  return (
    <div
      key={html}
      ref={box}
      className="cp-live__livetext"
      style={{ animationDuration: `${LIVETEXT_ANIMATION_DELAY_MS}ms` }}
    />
  );
}

export function LiveInfo({ channel, settings, onAir, t }: LiveInfoProps) {
  const hideAll = isOn(settings.hideinfo);
  const event = asRecord(channel.currentEvent);
  const title = nonEmptyString(channel.title);
  const location = nonEmptyString(channel.location);
  const livetext = nonEmptyString(channel.livetext);
  const showChannel = !hideAll && !isOn(settings.hideChannelInfo) && title !== null;
  const showEvent = !hideAll && !isOn(settings.hideEventInfo) && event !== null && nonEmptyString(event.title) !== null;
  const showText = !isOn(settings.hideLivetext) && livetext !== null;
  if (!showChannel && !showEvent && !showText) return null;
  return (
    <div className="cp-live__info">
      {showChannel ? (
        <p className="cp-live__channel">
          <strong>{title}</strong>
          {location && location !== title ? <span className="cp-live__location">{` · ${location}`}</span> : null}
        </p>
      ) : null}
      {showEvent ? (
        <div className="cp-live__event">
          <p className="cp-live__event-label">{t(onAir ? 'live.nowOnAir' : 'live.upNext')}</p>
          <p className="cp-live__event-title">{nonEmptyString(event!.title)}</p>
          {nonEmptyString(event!.subtitle) ? (
            <p className="cp-live__event-subtitle">{nonEmptyString(event!.subtitle)}</p>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite">{showText ? <LiveText html={livetext!} /> : null}</div>
    </div>
  );
}
