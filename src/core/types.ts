/**
 * Shapes of the data the backend sends (docs/api.md). Shared by the SDK, the domain rules in
 * src/core and the reference server. Every field is optional or nullable where real APIs omit it:
 * core functions must accept malformed data (null, numbers as strings, bad dates) without throwing.
 *
 * Dates are ISO 8601 strings with an offset ("2026-03-04T09:00:00+01:00").
 */

/** A content item's topic as sent in lists: plain strings (the first one is the main topic). */
export type TopicList = string[];

export interface Language {
  short_code: string;
  title?: string;
  pivot?: { default?: boolean | number | null } | null;
}

export interface MenuItem {
  id: number;
  parent_id?: number | null;
  text: string;
  position: 'header' | 'footer' | 'usermenu' | 'spotlightsmenu' | string;
  side?: 'left' | 'right' | string | null;
  languages?: string[] | null;
  show_loggedin?: boolean | number | null;
  show_loggedoff?: boolean | number | null;
  show_in_search_modal?: boolean | number | null;
  nav_type?: 'dropdown' | 'spotlights' | string | null;
  link_type?: 'default' | 'path' | 'external' | string | null;
  link?: string | null;
  /** JSON string of route params; bad JSON is ignored. */
  params?: string | null;
  link_target?: '_blank' | string | null;
  assetname?: string | null;
  /** Restricts the item to a group or project (by name). */
  group?: string | null;
  project?: string | null;
  childItems?: MenuItem[];
}

export interface FilterField {
  field: string;
  value: string;
  label?: string;
}

export interface LibraryFilter {
  id: number | string;
  title: string;
  type: 'field' | 'values' | 'date' | string;
  filterfields: FilterField[];
  open?: boolean;
  scope_crs?: boolean;
  scope_events?: boolean;
  scope_slides?: boolean;
  scope_people?: boolean;
  languages?: string[] | null;
  maxVisibleItems?: number | null;
  sort?: number | null;
}

export interface LibrarySettings {
  showFilterMenu?: boolean;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  defaultContentType?: string;
  filters?: LibraryFilter[];
  hiddenContentTypes?: string[];
}

export interface ProjectChannelRef {
  channel_id: number;
  active: number | boolean;
}

export interface Project {
  id: number;
  name: string;
  title: string;
  description?: string | null;
  color?: string | null;
  collection?: number | null;
  distribution?: string | null;
  liveDistribution?: string | null;
  live?: boolean | number | null;
  preview?: boolean | number | null;
  timezone?: string | null;
  group?: string | null;
  channels?: ProjectChannelRef[];
  library?: LibrarySettings | null;
  modules?: Record<string, unknown> | null;
  menuitems?: MenuItem[];
  overwriteClientHeaderNavigation?: boolean | number | null;
  overwriteClientFooterNavigation?: boolean | number | null;
  projectAssets?: Partial<Record<'logo' | 'teaser' | 'avatar', string>> | null;
  homeTargetUrl?: string | null;
  enableAIFeatures?: boolean | number | null;
  enableSubtitles?: boolean | number | null;
  enableTranscriptSearch?: boolean | number | null;
  enableTranscriptDownload?: boolean | number | null;
  /** JSON list of language codes, as a string or already parsed. */
  selectedTranscriptLanguages?: string | string[] | null;
  /** Tags used by the livestream tag filter (spec 3 §5). */
  tags?: string[] | null;
  /** Narrows an event's resources on EventDetail (spec 2 §7): field → value(s), as an object or JSON text (core `crsFilterClauses`). */
  crsFilter?: string | Record<string, unknown> | null;
}

export interface Group {
  id: number;
  name: string;
  title: string;
  description?: string | null;
  color?: string | null;
  projects?: string[];
  menuitems?: MenuItem[];
  library?: LibrarySettings | null;
  groupAssets?: Partial<Record<'logo' | 'teaser' | 'header.banner' | 'header.banner.mobile', string>> | null;
  overwriteClientHeaderNavigation?: boolean | number | null;
  overwriteClientFooterNavigation?: boolean | number | null;
}

/** Client (tenant) configuration: GET {client}/configuration. */
export interface ClientConfig {
  id: number;
  name: string;
  title: string;
  authClient?: string | null;
  theme_color?: string | null;
  projects: Record<string, Project>;
  groups: Record<string, Group>;
  languages: Language[];
  menuitems: MenuItem[];
  library?: LibrarySettings | null;
  clientAssets?: Record<string, string> | null;
  /** Sign-in methods on Login (core `signInMethods`): esociety-username, esociety-lastname, token, jwt, giftcode, oauth2:{provider}. */
  loginMethods?: string[] | null;
  /** OAuth2 provider of the auto-login frame (core `autoLoginProvider`); none: no auto-login. */
  autoLoginProvider?: string | null;
  defaultRedirectUrl?: string | null;
  postLogoutUrl?: string | null;
  homeTargetUrl?: string | null;
  librarytype?: 'extended' | string | null;
  noAccessLearnMoreLink?: string | null;
  noAccessLearnMoreLinkTarget?: string | null;
  cookieConsentEnabled?: boolean | number | null;
  cookieValidityPeriodInDays?: number | null;
  cookieLegalCompanyLabel?: string | null;
  cookiePrivacyPolicyUrl?: string | null;
  enableFavorites?: boolean | number | null;
  enableCitation?: boolean | number | null;
  enableLikes?: boolean | number | null;
  enableSocialShare?: boolean | number | null;
  showUserMenu?: boolean | number | null;
  showSpotlightsMenu?: boolean | number | null;
  enableVideoTracking?: boolean | number | null;
  videoTrackingEndpoint?: string | null;
  enableLiveCounter?: boolean | number | null;
  hideLiveCounterInHeader?: number | null;
  useLanguageInSearch?: number | null;
  startpage?: { redirectSlug?: string | null } | null;
  enableSentry?: boolean | number | null;
  matomoSiteId?: number | null;
  /** Matomo tracking endpoint (`…/matomo.php`); page views go there with analytics consent. */
  matomoUrl?: string | null;
  /** Sentry DSN for error reports (with enableSentry and error-monitoring consent). */
  sentryDsn?: string | null;
  whitelistUrls?: string[] | null;
  /** Origins allowed to exchange host messages with widgets (docs/embedding.md). */
  allowedOrigins?: string[] | null;
  /** Footer and social links (facebookUrl, …, a11yStatementUrl). */
  [footerUrl: `${string}Url`]: string | null | undefined | unknown;
}

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

/** Paged list answer of every wcm/{resource}.json endpoint. */
export interface ListResponse<T> {
  data: T[];
  meta: { total: number; page: number; limit: number; pages: number };
}

/** Widget settings answer: GET {client}/widgets/{project}/{widget}/{name}. */
export interface WidgetSettingsResponse<S = Record<string, unknown>> {
  data: { project: string; widget: string; name: string; settings: S };
}

/** Error body of every non-2xx JSON answer. */
export interface ApiErrorBody {
  error: { status: number; code: string; message: string; parameter?: string };
}
