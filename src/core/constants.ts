/**
 * Every number of the three specification §9 tables ("Business constants and limits"), named once.
 * Spec 1 = spec/1-portal.md, spec 2 = spec/2-library-and-details.md, spec 3 = spec/3-live-widgets-chrome.md.
 * Plain `const` declarations only: no top-level side effects, so a bundler keeps only what is imported.
 */

// ---- Timing (spec 1 §9, spec 2 §9, spec 3 §9) ----

// HTTP timeout 10 s (spec 1 §9) and chunk load timeout 55 s (spec 3 §9): src/core/load-timeouts.ts.
export { CHUNK_LOAD_TIMEOUT_MS, HTTP_TIMEOUT_MS } from './load-timeouts';
// The other timing values: src/core/timing-constants.ts.
export {
  TOKEN_EXPIRY_MARGIN_MS,
  SEARCH_CACHE_MS,
  PAGE_CACHE_MS,
  UPDATER_TICK_MS,
  DEFAULT_POLL_INTERVAL_MS,
  AUTO_LOGIN_TIMEOUT_MS,
  AUTOCOMPLETE_DEBOUNCE_MS,
  SEARCH_INPUT_FOCUS_DELAY_MS,
  EXTERNAL_LINK_DELAY_MS,
  LIVETEXT_ANIMATION_DELAY_MS,
  FLYOUT_CLOSE_DELAY_MS,
  HASH_SCROLL_DELAY_MS,
  DEBOUNCE_MS,
  SCROLL_CHECK_THROTTLE_MS,
  POLL_INTERVAL_MS,
  HEARTBEAT_MS,
  TRACKING_TEST_RETRIES,
  EVENT_OVERLAY_WINDOWS_MS,
} from './timing-constants';

// ---- Cookies and analytics ----

/** Cookie validity default 7 days (setting cookieValidityPeriodInDays) (spec 1 §9, spec 3 §9). */
export const COOKIE_VALIDITY_DAYS_DEFAULT = 7;
/** Cookies are sameSite None and secure (spec 1 §9). */
export const COOKIE_ATTRIBUTES = { sameSite: 'None', secure: true } as const;
/** Analytics cookie timeout 33696000 (seconds); declined sets 0 (spec 3 §9). */
export const ANALYTICS_COOKIE_TIMEOUT_S = 33_696_000;
/** Analytics cookie timeout when consent is declined (spec 3 §9). */
export const ANALYTICS_COOKIE_TIMEOUT_DECLINED_S = 0;
/** Analytics (Matomo) site id default 3 (spec 1 §9). */
export const ANALYTICS_SITE_ID_DEFAULT = 3;
/** Page views carry custom dimensions 1 to 9 (spec 1 §9). */
export const ANALYTICS_CUSTOM_DIMENSIONS = { first: 1, last: 9 } as const;
/** Client-side design dimension 9 has value 14 (spec 1 §9). */
export const ANALYTICS_DESIGN_DIMENSION = { id: 9, value: 14 } as const;
/** Error-reporting sampling: sampleRate 1, traces 0.1 (spec 3 §9). */
export const ERROR_REPORTING_SAMPLING = { sampleRate: 1, tracesSampleRate: 0.1 } as const;

// ---- Lists and paging ----

/** Page sizes per content type: resources, events, speakers 24; slides 48 (spec 1 §9, spec 2 §9). */
export const PAGE_SIZE = { congressresources: 24, events: 24, speakers: 24, slides: 48 } as const;
/** Event resources page size 20 (spec 2 §9). */
export const EVENT_RESOURCES_PAGE_SIZE = 20;
/** Maximum list length 2017 (spec 1 §9, spec 2 §9). */
export const MAX_LIST_LENGTH = 2017;
/** Topic-related lists: 8 per topic, date descending (spec 2 §9). */
export const TOPIC_RELATED_LIMIT = 8;
/** Speaker resources: 40, date descending (spec 2 §9). */
export const SPEAKER_RESOURCES_LIMIT = 40;
/** Collections limit 99 (spec 1 §9). */
export const COLLECTIONS_LIMIT = 99;
/** Channels limit 999 (spec 1 §9, spec 3 §9). */
export const CHANNELS_LIMIT = 999;
/** Channel list limit in the timetable and page-builder channel lists: 99 (spec 3 §9). */
export const CHANNELS_LIMIT_TIMETABLE = 99;
/** History cap 20 (spec 2 §9). */
export const HISTORY_CAP = 20;
/** Autocomplete: 5 suggestions, 5 matches, 5 recent searches, 5 viewed items (spec 2 §9, spec 3 §9). */
export const AUTOCOMPLETE_LIMITS = { suggestions: 5, matches: 5, recentSearches: 5, viewedItems: 5 } as const;
/** Filter maxVisibleItems default 10 (spec 1 §9, spec 2 §9). */
export const FILTER_MAX_VISIBLE_ITEMS_DEFAULT = 10;
/** Pagination page range 3; first and last page always shown with ellipses (spec 2 §9, spec 3 §9). */
export const PAGINATION_PAGE_RANGE = 3;
/** Filter summary shows a count when more than 3 filters are active (spec 3 §9). */
export const FILTER_SUMMARY_COUNT_THRESHOLD = 3;
/** Highlight teaser: 3 items in a single row, else 6 (spec 2 §9). */
export const HIGHLIGHT_TEASER_ITEMS = { singleRow: 3, default: 6 } as const;

/** Widget defaults: allowed status 6, layout tiles, limit 8, mode latest (spec 2 §9, spec 3 §9). */
export const WIDGET_DEFAULTS = { allowedStatus: 6, layout: 'tiles', limit: 8, mode: 'latest' } as const;

// ---- Content ----

/** Content types (spec 1 §9). */
export const CONTENT_TYPES = ['congressresources', 'slides', 'speakers', 'events'] as const;
/** Search types per content type (spec 1 §9). */
export const SEARCH_TYPES = {
  congressresources: 'congressresource',
  slides: 'timeline',
  speakers: 'speaker',
  events: 'event',
} as const;
/** Default sort: date descending (spec 1 §9). */
export const DEFAULT_SORT = { field: 'date', order: 'desc' } as const;
/** Resource status 6 = published/playable (spec 1 §9, spec 2 §9, spec 3 §9). */
export const PUBLISHED_STATUS = 6;
/** Upcoming event status 2 (spec 3 §9). */
export const UPCOMING_EVENT_STATUS = 2;
/** Consent 0 means not allowed (spec 1 §9). */
export const CONSENT_NOT_ALLOWED = 0;
/** Default project timezone (spec 1 §9, spec 2 §9, spec 3 §9). */
export const DEFAULT_TIMEZONE = 'Europe/Berlin';
/** Date format (date-fns token) (spec 2 §9). */
export const DATE_FORMAT = 'PP';
/** Design versions v1 and v2; default v1 (spec 1 §9, spec 3 §9). */
export const DESIGN_VERSIONS = ['v1', 'v2'] as const;
/** Design version default (spec 1 §9). */
export const DESIGN_VERSION_DEFAULT = 'v1';
/** Calendar default duration 30 minutes (spec 2 §9, spec 3 §9). */
export const CALENDAR_DEFAULT_DURATION_MIN = 30;
/** Event progress bar 0 to 100 percent (spec 3 §9). */
export const PROGRESS_PERCENT = { min: 0, max: 100 } as const;

/** Truncation default: max length 50 (spec 3 §5). */
export const TRUNCATE_DEFAULT_LENGTH = 50;
/** Truncation call sites (spec 2 §5, spec 3 §9). */
export const TRUNCATE = {
  /** Card / item title in display (spec 2 §5, spec 3 §9). */
  card: 250,
  /** Item title in display (spec 3 §9). */
  itemTitle: 250,
  /** Item title in a teaser (spec 3 §9). */
  teaserTitle: 68,
  /** Channel bar title (spec 3 §9). */
  channelBarTitle: 68,
  /** Spotlight title (spec 2 §2, spec 3 §9). */
  spotlightTitle: 250,
  /** Package title (spec 2 §2, spec 3 §9). */
  packageTitle: 250,
  /** Session link (spec 2 §5). */
  sessionLink: 72,
  /** Breadcrumb resource (spec 2 §5). */
  breadcrumbResource: 60,
  /** Event type (spec 2 §5). */
  eventType: 30,
} as const;
/** Topic strip max width 200 px (spec 3 §9). */
export const TOPIC_STRIP_MAX_WIDTH_PX = 200;
/** Infotext collapse height 125 px (spec 2 §9). */
export const INFOTEXT_COLLAPSE_PX = 125;

/** The 28 player languages with ISO codes (spec 1 §3). */
export const PLAYER_LANGUAGES = [
  'bg',
  'zh',
  'cs',
  'da',
  'nl',
  'en',
  'et',
  'fi',
  'fr',
  'de',
  'el',
  'hu',
  'id',
  'it',
  'ja',
  'lv',
  'lt',
  'pl',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'es',
  'sv',
  'tr',
  'uk',
  'ar',
] as const;

/** Footer social services: five (spec 3 §9). */
export const FOOTER_SOCIAL_SERVICES = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;

// ---- Layout, breakpoints, media ----

/** Scroll threshold 300 px (spec 1 §9). */
export const SCROLL_THRESHOLD_PX = 300;
/** Scroll-to-top threshold 100 px (spec 2 §9, spec 3 §9). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;
/** Header bottom bar re-shows after 60 px upward scroll (spec 3 §9). */
export const HEADER_RESHOW_SCROLL_UP_PX = 60;
/** Filter menu auto-opens only if the viewport is wider than 899 px (spec 1 §9, spec 2 §9). */
export const FILTER_MENU_AUTO_OPEN_MIN_EXCLUSIVE_PX = 899;
/** Filter menu closes at a width of 567 px (spec 2 §2, spec 3 §9). */
export const FILTER_MENU_CLOSE_WIDTH_PX = 567;
/** Mobile banner under 768 px: 767 is mobile, 768 is not (spec 1 §9). */
export const MOBILE_BANNER_MAX_WIDTH_EXCLUSIVE_PX = 768;
/** Nav breakpoint 1000 px (spec 3 §9). */
export const NAV_BREAKPOINT_PX = 1000;
/** Subnav breakpoint 1024 px (spec 3 §9). */
export const SUBNAV_BREAKPOINT_PX = 1024;
/** Modal minimum top offset 22 px (spec 3 §9). */
export const MODAL_MIN_TOP_OFFSET_PX = 22;
/** Layout grid: 12 columns (spec 3 §9). */
export const LAYOUT_GRID_COLUMNS = 12;
/** Share pop-up size 600x300 (spec 3 §9). */
export const SHARE_POPUP_SIZE = { width: 600, height: 300 } as const;
/** Default aspect ratio 1280:464 (spec 3 §9). */
export const DEFAULT_ASPECT_RATIO = { width: 1280, height: 464 } as const;

/** A slider breakpoint: `slides` visible when the width is above `minWidthExclusive` px. Ordered widest first. */
export interface SliderBreakpoint {
  minWidthExclusive: number;
  slides: number;
}

/** Slider slides in the player area: 4 above 1185 px, 3 above 866, 2 above 577, else 1 (spec 3 §9). */
export const SLIDER_BREAKPOINTS_PLAYER: readonly SliderBreakpoint[] = [
  { minWidthExclusive: 1185, slides: 4 },
  { minWidthExclusive: 866, slides: 3 },
  { minWidthExclusive: 577, slides: 2 },
  { minWidthExclusive: 0, slides: 1 },
];
/** Slider slides in header/library teaser: 4 above 1226 px, 3 above 884, 2 above 595, else 1 (spec 2 §9, spec 3 §9). */
export const SLIDER_BREAKPOINTS_TEASER: readonly SliderBreakpoint[] = [
  { minWidthExclusive: 1226, slides: 4 },
  { minWidthExclusive: 884, slides: 3 },
  { minWidthExclusive: 595, slides: 2 },
  { minWidthExclusive: 0, slides: 1 },
];
/** Slider defaults: autoplay speed 6000, speed 1000, one slide (spec 3 §9). */
export const SLIDER_DEFAULTS = { autoplaySpeedMs: 6000, speedMs: 1000, slidesToShow: 1 } as const;
/** Live slideshow: autoplaySpeed 8000 ms, speed 1000 ms, fade (spec 3 §9). */
export const LIVE_SLIDESHOW = { autoplaySpeedMs: 8000, speedMs: 1000, fade: true } as const;
/** Teaser slideshow: autoplay, speed 5000, infinite, no dots or buttons (spec 3 §9). */
export const TEASER_SLIDESHOW = { autoplay: true, speedMs: 5000, infinite: true, dots: false, arrows: false } as const;

/** Image renditions: xs 576 w up to 567 px, sm 768 w up to 767 px, md 1024 w up to 1023 px (spec 3 §9). */
export const IMAGE_RENDITIONS = {
  xs: { width: 576, maxViewportPx: 567 },
  sm: { width: 768, maxViewportPx: 767 },
  md: { width: 1024, maxViewportPx: 1023 },
} as const;

// ---- Timetable (spec 3 §9) ----

/** Timetable defaults (spec 3 §9). `defaultDuration` is in minutes. */
export const TIMETABLE_DEFAULTS = {
  timezone: 'Europe/Berlin',
  channelsPerView: 6,
  scale: 6,
  defaultDuration: 30,
  scheduleStartHr: 7,
  scheduleEndHr: 19,
  showTimeMarker: true,
} as const;
/** Timetable compact layout below 840 px window height (spec 3 §9). */
export const TIMETABLE_COMPACT_MAX_WINDOW_HEIGHT = 840;
/** Events of 60, 45, 30 or 15 minutes or shorter get size classes in the compact layout (spec 3 §9). */
export const TIMETABLE_COMPACT_SIZE_CLASS_MINUTES = [60, 45, 30, 15] as const;
