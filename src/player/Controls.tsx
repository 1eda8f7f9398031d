/** The control bar: play/pause, seek slider with time text, mute + volume, speed, subtitles, panels, share, full screen. */
import { formatMediaTime } from '../core/player/media-time';
import { PLAYBACK_RATES } from '../core/player/keys';
import type { Translate } from '../i18n/types';
import { Icon } from '../ui/Icon';
import { EXIT_FULLSCREEN, FULLSCREEN, MUTED, PAUSE, PLAY, SEARCH, SHARE, SLIDES, VOLUME } from './icons';
import type { MediaState } from './controller/media-state';

import type { Panel, PlayerController } from './controller/player-controller';

export type { Panel };

export interface ControlsProps {
  t: Translate;
  /** A live stream: no seek bar, time or speed (there is nothing to seek in), a "Live" mark instead. */
  live?: boolean;
  media: MediaState;
  /** The time shown (before the first play: where playback will start). */
  time: number;
  duration: number;
  /** What the controls ask of the player. */
  controller: Pick<
    PlayerController,
    'toggle' | 'seek' | 'setVolume' | 'toggleMute' | 'setRate' | 'chooseCaption' | 'togglePanel'
  >;
  /** The languages the subtitles menu offers: sidecar files, then those inside the HLS playlist. */
  subtitles: readonly string[];
  caption: string;
  languageName(code: string): string;
  panels: { slides: string | null; search: string | null };
  panel: Panel | null;
  onShare: (() => void) | null;
  fullscreen: boolean;
  onFullscreen(): void;
}

function IconButton({
  icon,
  label,
  onClick,
  pressed,
  expanded,
  controls,
}: {
  icon: string;
  label: string;
  onClick(): void;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <button
      type="button"
      className="cp-player__button"
      aria-label={label}
      title={label}
      onClick={onClick}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
    >
      <Icon path={icon} size={22} />
    </button>
  );
}

export function Controls(p: ControlsProps) {
  const { t, media } = p;
  const timeText = t('player.timeOf', { time: formatMediaTime(p.time), duration: formatMediaTime(p.duration) });
  const panelButton = (panel: Panel, icon: string, label: string) => {
    const id = p.panels[panel];
    return id ? (
      <IconButton
        icon={icon}
        label={label}
        onClick={() => p.controller.togglePanel(panel)}
        expanded={p.panel === panel}
        controls={id}
      />
    ) : null;
  };
  return (
    <div className="cp-player__controls">
      {p.live ? null : (
        <div className="cp-player__seek">
          <input
            type="range"
            className="cp-player__range"
            min={0}
            max={p.duration || 0}
            step={0.1}
            value={Math.min(p.time, p.duration || 0)}
            aria-label={t('player.seek')}
            aria-valuetext={timeText}
            disabled={!p.duration}
            onInput={(e) => p.controller.seek(Number((e.target as HTMLInputElement).value))}
          />
          <span className="cp-player__time" aria-hidden="true">
            {formatMediaTime(p.time)} / {formatMediaTime(p.duration)}
          </span>
        </div>
      )}
      <div className="cp-player__row">
        <IconButton
          icon={media.playing ? PAUSE : PLAY}
          label={t(media.playing ? 'player.pause' : 'player.play')}
          onClick={p.controller.toggle}
        />
        <IconButton
          icon={media.muted || media.volume === 0 ? MUTED : VOLUME}
          label={t(media.muted ? 'player.unmute' : 'player.mute')}
          onClick={p.controller.toggleMute}
        />
        <input
          type="range"
          className="cp-player__range cp-player__volume"
          min={0}
          max={1}
          step={0.05}
          value={media.muted ? 0 : media.volume}
          aria-label={t('player.volume')}
          aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)} %`}
          onInput={(e) => p.controller.setVolume(Number((e.target as HTMLInputElement).value))}
        />
        <span className="cp-player__spacer" />
        {p.live ? (
          <span className="cp-player__live">{t('player.live')}</span>
        ) : (
          <label className="cp-player__select">
            <span className="cp-visually-hidden">{t('player.speed')}</span>
            <select
              value={String(media.rate)}
              onChange={(e) => p.controller.setRate(Number((e.target as HTMLSelectElement).value))}
            >
              {PLAYBACK_RATES.map((r) => (
                <option key={r} value={String(r)}>{`${r}×`}</option>
              ))}
            </select>
          </label>
        )}
        {p.subtitles.length > 0 ? (
          <label className="cp-player__select">
            <span className="cp-visually-hidden">{t('player.captions')}</span>
            <select
              value={p.caption}
              onChange={(e) => p.controller.chooseCaption((e.target as HTMLSelectElement).value)}
            >
              <option value="">{`${t('player.captions')}: ${t('player.captionsOff')}`}</option>
              {p.subtitles.map((language) => (
                <option
                  key={language}
                  value={language}
                >{`${t('player.captions')}: ${p.languageName(language)}`}</option>
              ))}
            </select>
          </label>
        ) : null}
        {panelButton('slides', SLIDES, t('player.slides'))}
        {panelButton('search', SEARCH, t('player.searchTranscript'))}
        {p.onShare ? <IconButton icon={SHARE} label={t('player.share')} onClick={p.onShare} /> : null}
        <IconButton
          icon={p.fullscreen ? EXIT_FULLSCREEN : FULLSCREEN}
          label={t(p.fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')}
          onClick={p.onFullscreen}
        />
      </div>
    </div>
  );
}
