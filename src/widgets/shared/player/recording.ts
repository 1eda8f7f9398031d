/**
 * A recording's media, shared by the ondemand-player widget and the portal's CRDetail: GET player/media/{id} turned
 * into <Player> props by the project's player settings (src/core/player), for a resource that may be played
 * (status 6, consent not 0).
 */
import type { ApiClient } from '../../../api/types';
import { playerSettings } from '../../../core/content/player-settings';
import { startTimeFromQuery } from '../../../core/player/media-time';
import { mediaSources, type MediaSource } from '../../../core/player/media-source';
import { slideTimeline, type TimelineSlide } from '../../../core/player/slides';
import { searchableTranscript, subtitleTracks, type TextTrackFile } from '../../../core/player/tracks';
import type { ClientConfig, CongressResource } from '../../../core/types';
import { asRecord, toNumber } from '../../../core/values';
import type { PlayerProps } from '../../../player/Player';

export interface PlayableMedia {
  title: string;
  sources: MediaSource[];
  subtitlesInPlaylist: boolean;
  subtitles: TextTrackFile[];
  transcript: TextTrackFile | null;
  slides: TimelineSlide[];
  duration?: number;
}

export interface MediaRequest {
  api: ApiClient;
  project?: string;
  clientConfig: ClientConfig | null;
  locale: string;
  signal: AbortSignal;
  /** The title to show instead of the resource's. */
  title?: string;
}

/** The media of a playable resource, for <Player>. */
export async function resourceMedia(
  resource: CongressResource,
  { api, clientConfig, project, locale, signal, title }: MediaRequest,
): Promise<PlayableMedia> {
  const answer = await api.get<{ content?: unknown }>(
    `player/media/${encodeURIComponent(String(resource.id))}`,
    undefined,
    { signal },
  );
  const content = asRecord(answer?.content) ?? {};
  const projectConfig = clientConfig?.projects?.[resource.project ?? project ?? ''];
  const player = playerSettings(projectConfig, resource);
  return {
    title: title || resource.title || '',
    sources: mediaSources(content.sources, api.base),
    subtitlesInPlaylist: content.subtitlesInPlaylist === true,
    subtitles: subtitleTracks(content.subtitles, player, api.base),
    transcript: searchableTranscript(content.transcripts, player, locale, api.base),
    slides: slideTimeline(content.slides, api.base),
    duration: toNumber(content.duration) ?? undefined,
  };
}

/**
 * The <Player> props of a recording; `t` is a shared link's time (spec 2 §4 share with timestamp), where playback
 * starts.
 */
export function recordingPlayerProps(media: PlayableMedia, t: unknown) {
  return {
    title: media.title,
    sources: media.sources,
    subtitlesInPlaylist: media.subtitlesInPlaylist,
    subtitles: media.subtitles,
    transcript: media.transcript,
    slides: media.slides,
    durationHint: media.duration,
    startTime: startTimeFromQuery(t, media.duration),
  } satisfies Partial<PlayerProps>;
}
