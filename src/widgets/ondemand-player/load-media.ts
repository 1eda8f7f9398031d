/**
 * What the widget plays: the resource (status, consent), its media from the player API (docs/api.md "Player":
 * GET player/media/{id}) and the project's player settings, turned into <Player> props by src/core/player.
 */
import { showsPlayer } from '../../core/content/status';
import { resolveMediaUrl } from '../../core/player/media-source';
import type { CongressResource } from '../../core/types';
import { nonEmptyString } from '../../core/values';
import { type MediaRequest, type PlayableMedia, resourceMedia } from '../shared/player/recording';
import type { OndemandPlayerSettings } from './settings';

export type MediaLoad =
  | { status: 'ready'; media: PlayableMedia; resource?: CongressResource }
  | { status: 'unavailable'; resource: CongressResource }
  | { status: 'not-found' };

interface Input extends Omit<MediaRequest, 'title'> {
  settings: OndemandPlayerSettings;
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
