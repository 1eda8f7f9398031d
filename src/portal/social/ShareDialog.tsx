/**
 * Share dialog (spec 2 §4, spec 3 §9; a lazy chunk): the page link, optionally at a time (query `t` in whole
 * seconds, core shareLink) for a video or a slide; copy to the clipboard; 600x300 pop-ups for mail, messaging
 * and social networks (core shareTargetUrl, sharePopupFeatures); the device's share sheet where there is one.
 * Failures are logged only (spec 2 §8).
 */
import { useState } from 'react';
import { formatMediaTime } from '../../core/player/media-time';
import {
  SHARE_NETWORKS,
  shareLink,
  sharePopupFeatures,
  shareTargetUrl,
  type ShareMode,
  type ShareNetwork,
} from '../../core/content/share';
import { Dialog } from '../../ui/Dialog';
import { usePortal } from '../app-context';
import { CopyField } from './CopyField';
import type { SocialDialogProps } from './SocialActions';

export interface ShareDialogProps extends SocialDialogProps {
  url: string;
  mode?: ShareMode;
  /** Seconds into the video (or the slide's time): offered as "start at". */
  timestamp?: number | null;
}

export default function ShareDialog({
  url,
  title,
  mode = 'video',
  timestamp = null,
  onClose,
  onTrack,
}: ShareDialogProps) {
  const { t, root } = usePortal();
  const [atTime, setAtTime] = useState(timestamp !== null);
  const link = shareLink(url, atTime && timestamp !== null ? timestamp : undefined) ?? url;
  const open = (network: ShareNetwork) => {
    const target = shareTargetUrl(network, link, title);
    if (!target) return;
    onTrack(network);
    if (network === 'mail') {
      window.location.href = target;
      return;
    }
    window.open(
      target,
      '_blank',
      sharePopupFeatures({
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      }),
    );
  };
  const native =
    typeof navigator.share === 'function'
      ? () => {
          navigator.share({ title, url: link }).then(
            () => onTrack('native'),
            (error: unknown) => console.warn('[CongressPortal] share was not completed', error),
          );
        }
      : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(mode === 'slide' ? 'social.share.slideTitle' : 'social.share.title')}
      closeLabel={t('social.close')}
      container={root}
    >
      <div className="cp-social__dialog">
        {timestamp !== null ? (
          <label className="cp-social__check">
            <input type="checkbox" checked={atTime} onChange={(e) => setAtTime(e.currentTarget.checked)} />
            {t('social.share.atTime', { time: formatMediaTime(timestamp) })}
          </label>
        ) : null}
        <CopyField
          label={t('social.share.link')}
          text={link}
          copyLabel={t('social.copy')}
          copied={t('social.copied')}
          failed={t('social.copyFailed')}
          onCopied={() => onTrack('clipboard')}
        />
        <ul className="cp-social__networks">
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <button type="button" className="cp-button cp-button--secondary" onClick={() => open(network)}>
                {t(`social.share.${network}`)}
              </button>
            </li>
          ))}
          {native ? (
            <li>
              <button type="button" className="cp-button cp-button--secondary" onClick={native}>
                {t('social.share.native')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </Dialog>
  );
}
