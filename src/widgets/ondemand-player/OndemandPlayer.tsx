/**
 * The ondemand-player widget: the resource's recording in <Player> (src/player), or the status / consent
 * placeholder (spec 2 §4: the player shows only for status 6 and consent not 0). The player fills the box the
 * loader reserved (the spec's 1280:464, or a stated data-aspect-ratio such as 16:9), so nothing moves when it arrives.
 */
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { consentNotices } from '../../core/content/status';
import { scheduleStatus } from '../../core/content/schedule-status';
import { canOpenModalPlayer } from '../../core/live/modal-player';
import { ModalPlayer } from '../../player/ModalPlayer';
import { Player } from '../../player/Player';
import { usePlaybackEvents } from '../../player/use-playback-events';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Spinner';
import { recordingPlayerProps } from '../shared/player/recording';
import { recordingInput } from '../shared/structured-data/recording-input';
import { useStructuredData } from '../shared/structured-data/use-structured-data';
import { loadMedia, type MediaLoad } from './load-media';
import type { OndemandPlayerSettings } from './settings';

type State = { status: 'loading' } | { status: 'failed' } | MediaLoad;

export function OndemandPlayer({ settings, context }: WidgetProps<OndemandPlayerSettings>) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [modal, setModal] = useState(false);
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const { t, api, project, clientConfig, locale, signal } = context;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const ready = state.status === 'ready' ? state : null;
  usePlaybackEvents(video, { kind: 'resource', id: ready?.resource?.slug, title: ready?.media.title });

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a retry loads again
  useEffect(() => {
    const abort = new AbortController();
    const stop = () => abort.abort();
    signal.addEventListener('abort', stop);
    loadMedia({ settings, api, project, clientConfig, locale, signal: abort.signal }).then(
      (loaded) => {
        if (!abort.signal.aborted) setState(loaded);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('[CongressPortal] ondemand-player: the recording could not be loaded.', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      signal.removeEventListener('abort', stop);
      abort.abort();
    };
  }, [settings, api, project, clientConfig, locale, signal, attempt]);

  const structured = useMemo(
    () =>
      state.status === 'ready' && state.resource
        ? recordingInput(state.resource, state.media, project, clientConfig)
        : null,
    [state, project, clientConfig],
  );
  useStructuredData(context, structured);

  const classes = ['cp-ondemand-player', settings.customClasses].filter(Boolean).join(' ');
  if (state.status === 'loading') return <Skeleton height="100%" />;
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={t('error.loadingFailed')}
        retryLabel={t('action.retry')}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (state.status === 'not-found')
    return (
      <div className={`${classes} cp-ondemand-player--placeholder`}>
        <p>{t('ondemandPlayer.notFound')}</p>
      </div>
    );
  if (state.status === 'unavailable') {
    const { resource } = state;
    const notices = consentNotices(resource);
    const timezone = clientConfig?.projects?.[resource.project ?? '']?.timezone;
    const label =
      scheduleStatus(resource.datestart, context.now(), timezone) === 'scheduled'
        ? 'ondemandPlayer.scheduled'
        : 'ondemandPlayer.processing';
    return (
      <div className={`${classes} cp-ondemand-player--placeholder`}>
        {notices.length ? notices.map((n) => <p key={n.key}>{t(n.key)}</p>) : <p>{t(label)}</p>}
      </div>
    );
  }
  const { media } = state;
  const page = typeof location === 'undefined' ? null : location.href;
  const player = (
    <Player
      {...recordingPlayerProps(media, page ? new URL(page).searchParams.get('t') : null)}
      prefer={settings.format}
      shareUrl={page}
      locale={locale}
      t={t}
      autoPlay={modal}
      onVideo={setVideo}
    />
  );
  // Spec 3 §4: a widget (widget mode) with open-in-modal plays a published recording with consent in the modal player.
  if (canOpenModalPlayer(true, settings.openInModal, state.resource)) {
    return (
      <div className={`${classes} cp-ondemand-player--opener`}>
        <button type="button" ref={setOpener} className="cp-ondemand-player__open" onClick={() => setModal(true)}>
          {t('ondemandPlayer.openInModal', { title: media.title })}
        </button>
        {modal ? (
          <ModalPlayer
            title={media.title}
            closeLabel={t('ondemandPlayer.closeModal')}
            anchor={opener}
            container={context.root}
            onClose={() => setModal(false)}
          >
            {player}
          </ModalPlayer>
        ) : null}
      </div>
    );
  }
  return <div className={classes}>{player}</div>;
}
