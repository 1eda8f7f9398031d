/**
 * The content the API sends (docs/api.md): speakers, sessions, channels, congress resources, slides, collections,
 * modules and advertisements. Re-exported by ./types, which holds the client configuration and the answers'
 * envelopes.
 */
import type { TopicList } from './types';

export interface Speaker {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  title?: string | null;
  organization?: string | null;
  image?: string | null;
  city?: string | null;
  country?: string | null;
  location?: string | null;
  vita?: string | null;
}

export interface ChannelRef {
  id: number;
  slug: string;
  title: string;
}

export interface Livestream {
  id: number | string;
  name?: string | null;
  shortname?: string | null;
  /** Optionally suffixed '?loop' to repeat. */
  URL: string;
  type?: 'wowza/webRTC' | 'wowza/RTS@S' | 'dolby/millicast' | string | null;
  language?: string | null;
  tags?: string[] | null;
}

/** A session (event). Used by lists, live channels and the timetable. */
export interface CongressEvent {
  id: number;
  pid?: number | null;
  slug: string;
  number?: string | null;
  title?: string | null;
  /** Language-prefixed titles, e.g. de_title. */
  [localeTitle: `${string}_title`]: string | null | undefined | unknown;
  subtitle?: string | null;
  type?: string | null;
  location?: string | null;
  topics?: TopicList | null;
  topics2?: TopicList | null;
  tags?: string[] | null;
  badges?: string[] | null;
  datestart?: string | null;
  dateend?: string | null;
  status?: number | string | null;
  survey_link?: string | null;
  livestreams?: Livestream[] | null;
  channels?: ChannelRef[] | null;
  channelSlug?: string | null;
  onsiteOnly?: string | boolean | null;
  eventDetailsLink?: string | null;
  meetTheExpertsLink?: string | null;
  slidoEventId?: string | null;
  slidoEventCode?: string | null;
  BackgroundColor?: string | null;
  TextColor?: string | null;
  Color?: string | null;
  agenda?: string | null;
  additionaltext?: string | null;
  credits?: string | null;
  moderators?: string | null;
  panellists?: string | null;
  coordinators?: string | null;
  Overview?: string | null;
  speakers?: Speaker[] | null;
  project?: string | null;
  crcounts?: { key: string; doc_count: number }[] | null;
  pdf?: string | null;
}

export interface Channel {
  id: number;
  slug: string;
  title: string;
  location?: string | null;
  collection?: number | null;
  paused?: boolean | number | null;
  livetext?: string | null;
  infotext?: string | null;
  pausetext?: string | null;
  livestreams?: Livestream[] | null;
  currentEvent?: CongressEvent | null;
  events?: CongressEvent[] | null;
  sort?: number | null;
  project?: string | null;
}

export type CrType = 'abstract' | 'eposter' | 'slideset' | 'lecture' | 'e-course';
export type CrDisplayType = 'pdf' | 'html' | 'external-link';

export interface CongressResource {
  id: number;
  slug: string;
  number?: string | null;
  title?: string | null;
  [localeTitle: `${string}_title`]: string | null | undefined | unknown;
  crtype?: CrType | string | null;
  crdisplaytype?: CrDisplayType | string | null;
  meta_externalUrl?: string | null;
  status?: number | string | null;
  consent?: number | string | null;
  consentLive?: number | string | null;
  infotext?: string | null;
  additionaltext?: string | null;
  credits?: string | null;
  learningObjectives?: string | null;
  CoAuthors?: string | null;
  speakers?: Speaker[] | null;
  type?: string | null;
  datestart?: string | null;
  duration?: number | null;
  topics?: TopicList | null;
  topics2?: TopicList | null;
  badges?: string[] | null;
  email?: string | null;
  contribution?: string | null;
  event?: { id: number; slug: string; title?: string | null; number?: string | null } | null;
  location?: string | null;
  thumbnail?: { url?: string | null; alt?: string | null } | null;
  displayPdf?: { url?: string | null } | null;
  pdf?: { url?: string | null } | null;
  pdfDownloadUrl?: string | null;
  PROMO?: string | null;
  sponsored?: boolean | number | null;
  free?: boolean | number | null;
  promo?: boolean | number | null;
  project?: string | null;
  likes?: number | null;
  meta_searchInTranscript?: string | null;
  meta_transcriptDownload?: string | null;
  meta_activateSubtitles?: string | null;
  meta_selectedTranscriptLanguages?: string | null;
  survey_link?: string | null;
}

export interface Slide {
  id: number;
  congressresource?: number | { id: number; slug?: string; title?: string } | null;
  inpoint?: number | string | null;
  title?: string | null;
  event?: { medium?: { asset?: { url?: string | null } | null } | null } | null;
}

export interface Collection {
  id: number;
  title?: string | null;
  description?: string | null;
  datestart?: string | null;
  dateend?: string | null;
  venue?: string | null;
  htmlEmbed1?: string | null;
  htmlEmbed2?: string | null;
}

export interface Module {
  id?: number;
  type: string;
  sort?: number | null;
  settings?: Record<string, unknown>;
  /** Hidden unless `?hidden`; x (column 0–11), y (row order) and w (columns) on the 12-column grid (spec 3 §2). */
  layout?: { hide?: boolean; x?: number; y?: number; w?: number } | null;
}

export interface Advertisement {
  id: number;
  boost?: number | null;
  modules?: Module[] | null;
  /** JSON string (as the API sends it) or already parsed. */
  placement_rules?: string | PlacementRule[] | null;
}

export interface PlacementRule {
  name: 'location' | 'filter' | 'module' | string;
  options?: { values?: string | null; moduleName?: string | null } | null;
}
