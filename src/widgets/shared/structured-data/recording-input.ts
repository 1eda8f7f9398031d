import { playerSettings } from '../../../core/content/player-settings';
import type { StructuredDataInput } from '../../../core/structured-data/graph';
import type { ClientConfig, CongressResource } from '../../../core/types';

/** The parts of the player's media (src/widgets/ondemand-player/load-media.ts `PlayableMedia`) the JSON-LD uses. */
export interface PlayedMedia {
  sources: readonly { src: string; type?: string }[];
  slides: readonly { inpoint: number; title: string; image: string }[];
  transcript: { src: string } | null;
  duration?: number;
}

/**
 * A played recording as structured-data input: its media with chapters from the slides, and the transcript only
 * where the resource's transcript is public (transcript download on for the project or the resource, spec 1 §3).
 */
export function recordingInput(
  resource: CongressResource,
  media: PlayedMedia,
  project: string | undefined,
  config: ClientConfig | null,
): StructuredDataInput {
  const name = resource.project ?? project ?? null;
  const open = playerSettings(name ? config?.projects?.[name] : null, resource).transcriptDownload;
  return {
    kind: 'recordings',
    project: name,
    resources: [resource],
    media: {
      [String(resource.id)]: {
        duration: media.duration,
        sources: media.sources,
        slides: media.slides,
        transcriptSrc: open ? (media.transcript?.src ?? null) : null,
      },
    },
  };
}
