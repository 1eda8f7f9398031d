/** "Share at the current time": copies the page link with `t` and says what happened in the status line. */
import { shareLink } from '../core/content/share';
import { formatMediaTime } from '../core/player/media-time';
import type { Translate } from '../i18n/types';

export function shareAtTime(shareUrl: string, time: number, t: Translate, say: (status: string) => void): void {
  const link = shareLink(shareUrl, time);
  if (!link) return;
  navigator.clipboard.writeText(link).then(
    () => say(t('player.linkCopied', { time: formatMediaTime(time) })),
    (error: unknown) => {
      console.warn('[CongressPortal] player: the link could not be copied.', error); // spec 2 §8: share failures are logged only
      say(t('player.copyLink', { link }));
    },
  );
}
