/**
 * CRDetail's media area (spec 2 §2, §4; core `detailMedia`): the player (src/player, its media from the player API),
 * the poster, or the status placeholder — the client's processing / scheduled image or an icon with the status
 * label, and the consent notices (consentLive 0: not broadcast; consent 0: not on demand, no player). The box keeps
 * a 16:9 ratio from the first paint, so nothing below moves when the media arrives.
 */
import { useState } from 'react';
import { detailMedia } from '../../core/content/detail';
import { scheduleStatus } from '../../core/content/schedule-status';
import { consentNotices, isPublished } from '../../core/content/status';
import { resolveClientAssets, statusThumbnailAsset } from '../../core/content/thumbnail';
import { asRecord } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import type { CongressResource } from '../../core/types';
import { Player } from '../../player/Player';
import { ErrorState } from '../../ui/ErrorState';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Spinner';
import { recordingPlayerProps, resourceMedia } from '../../widgets/shared/player/recording';
import { entityOf, usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { Thumbnail } from '../library/items';
import type { Item } from './data';
import { useAssets } from './parts';
import { usePortalRecording } from './use-portal-structured-data';

function PlayerBox({ resource, title }: { resource: Item; title: string }) {
  const { api, clientConfig, locale, t } = usePortal();
  const [retry, setRetry] = useState(0);
  // A shared link's `t` (spec 2 §4 share with timestamp) starts playback there, by the ondemand-player widget's rule.
  const t0 = queryObject(useRouter().location.search).t;
  const media = useAsync(`media:${String(resource.id)}#${retry}`, (signal) =>
    resourceMedia(resource as unknown as CongressResource, {
      api,
      clientConfig,
      project: String(resource.project ?? ''),
      locale,
      signal,
      title,
    }),
  );
  usePortalRecording(resource, media.status === 'done' ? media.value : null);
  if (media.status === 'loading') return <Skeleton height="100%" />;
  if (media.status === 'failed')
    return (
      <ErrorState
        message={t('error.loadingFailed')}
        retryLabel={t('action.retry')}
        onRetry={() => setRetry((n) => n + 1)}
      />
    );
  return <Player {...recordingPlayerProps(media.value, t0)} shareUrl={window.location.href} locale={locale} t={t} />;
}

function Poster({ resource, title }: { resource: Item; title: string }) {
  const { t } = usePortal();
  const pdf = safeUrl(asRecord(resource.displayPdf)?.url);
  return (
    <div className="cp-detail__poster">
      <Thumbnail item={resource} />
      {pdf ? (
        <a className="cp-button" href={pdf} target="_blank" rel="noopener noreferrer">
          {t('detail.openPoster')}
          <span className="cp-visually-hidden">{`: ${title}`}</span>
        </a>
      ) : null}
    </div>
  );
}

const CLOCK =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7z';
const HOURGLASS = 'M6 2v6l4 4-4 4v6h12v-6l-4-4 4-4V2H6zm10 14.5V20H8v-3.5l4-4 4 4zm-4-5-4-4V4h8v3.5l-4 4z';

function StatusPlaceholder({ resource }: { resource: Item }) {
  const { t, clientConfig, now } = usePortal();
  const assets = useAssets();
  const zone = (entityOf(clientConfig, 'projects', String(resource.project ?? '')) as { timezone?: unknown } | null)
    ?.timezone;
  const status = scheduleStatus(resource.datestart, now(), zone);
  const image = statusThumbnailAsset(resolveClientAssets(clientConfig?.clientAssets, assets), status);
  const notices = consentNotices(resource);
  // A published recording (status 6) is here only because consent is 0: the consent notice is the whole story, a
  // "being processed" label or image would say something untrue (spec 2 §4).
  if (isPublished(resource)) {
    return (
      <div className="cp-detail__status" data-status="consent">
        {notices.map((n) => (
          <p key={n.key} className="cp-detail__notice">
            {t(n.key)}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className="cp-detail__status" data-status={status}>
      {image ? <img src={image} alt="" /> : <Icon path={status === 'scheduled' ? CLOCK : HOURGLASS} size={48} />}
      <p className="cp-detail__status-label">{t(`detail.status.${status}`)}</p>
      {notices.map((n) => (
        <p key={n.key} className="cp-detail__notice">
          {t(n.key)}
        </p>
      ))}
    </div>
  );
}

export function Media({ resource, title }: { resource: Item; title: string }) {
  const kind = detailMedia(resource);
  return (
    <div className={`cp-detail__media cp-detail__media--${kind}`}>
      {kind === 'player' ? (
        <PlayerBox resource={resource} title={title} />
      ) : kind === 'poster' ? (
        <Poster resource={resource} title={title} />
      ) : (
        <StatusPlaceholder resource={resource} />
      )}
    </div>
  );
}
