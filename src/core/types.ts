/**
 * Shapes of the data the backend sends (docs/api.md). Shared by the SDK, the domain rules in
 * src/core and the reference server. Every field is optional or nullable where real APIs omit it:
 * core functions must accept malformed data (null, numbers as strings, bad dates) without throwing.
 *
 * Dates are ISO 8601 strings with an offset ("2026-03-04T09:00:00+01:00").
 */
export * from './content-types';

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
