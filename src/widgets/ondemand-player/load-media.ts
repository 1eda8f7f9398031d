/**
 * What the widget plays: the resource (status, consent), its media from the player API (docs/api.md "Player":
 * GET player/media/{id}) and the project's player settings, turned into <Player> props by src/core/player.
 */
import type { ApiClient } from '../../api/types';
import { playerSettings } from '../../core/content/player-settings';
import { showsPlayer } from '../../core/content/status';
import { asRecord, nonEmptyString, toNumber } from '../../core/values';
import { mediaSources, resolveMediaUrl, type MediaSource } from '../../core/player/media-source';
import { slideTimeline, type TimelineSlide } from '../../core/player/slides';
import { searchableTranscript, subtitleTracks, type TextTrackFile } from '../../core/player/tracks';
import type { ClientConfig, CongressResource } from '../../core/types';
import type { OndemandPlayerSettings } from './settings';

export interface PlayableMedia {
  title: string;
  sources: MediaSource[];
  subtitlesInPlaylist: boolean;
  subtitles: TextTrackFile[];
  transcript: TextTrackFile | null;
  slides: TimelineSlide[];
  duration?: number;
}

export type MediaLoad =
  | { status: 'ready'; media: PlayableMedia; resource?: CongressResource }
  | { status: 'unavailable'; resource: CongressResource }
  | { status: 'not-found' };

interface Input {
  settings: OndemandPlayerSettings;
  api: ApiClient;
  project?: string;
  clientConfig: ClientConfig | null;
  locale: string;
  signal: AbortSignal;
}

export async function loadMedia({ settings, api, project, clientConfig, locale, signal }: Input): Promise<MediaLoad> {
  const direct = resolveMediaUrl(settings.src, api.base);
  if (direct) {
    return {
      status: 'ready',
      media: {
        title: settings.title,
        sources: [{ src: direct, type: '' }],
        subtitlesInPlaylist: false,
        subtitles: [],
        transcript: null,
        slides: [],
      },
    };
  }
  const key = nonEmptyString(String(settings.resource ?? ''));
  if (!key) return { status: 'not-found' };
  const filter = /^\d+$/.test(key) ? `id==${key}` : `slug==${key.replace(/[;|\\]/g, '\\$&')}`;
  const list = await api.list<CongressResource>(
    'congressresources',
    { filter, limit: 1, include_denied: true },
    { signal },
  );
  const resource = list.data[0];
  if (!resource) return { status: 'not-found' };
  if (!showsPlayer(resource)) return { status: 'unavailable', resource };
  return {
    status: 'ready',
    resource,
    media: await resourceMedia(resource, { api, clientConfig, project, locale, signal, title: settings.title }),
  };
}

/**
 * The media of a playable resource (status 6, consent not 0): GET player/media/{id} turned into <Player> props by
 * the project's player settings. The portal's CRDetail plays a resource it already has through this.
 */
export async function resourceMedia(
  resource: CongressResource,
  { api, clientConfig, project, locale, signal, title }: Omit<Input, 'settings'> & { title?: string },
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
