/**
 * Every number of the three specification §9 tables ("Business constants and limits"), named once.
 * Spec 1 = spec/1-portal.md, spec 2 = spec/2-library-and-details.md, spec 3 = spec/3-live-widgets-chrome.md.
 * Plain `const` declarations only: no top-level side effects, so a bundler keeps only what is imported.
 */

// ---- Timing (spec 1 §9, spec 2 §9, spec 3 §9) ----

// HTTP timeout 10 s (spec 1 §9) and chunk load timeout 55 s (spec 3 §9): src/core/load-timeouts.ts.
export { CHUNK_LOAD_TIMEOUT_MS, HTTP_TIMEOUT_MS } from './load-timeouts';
/** Token expiry margin 5 s: a token counts as expired 5 s before `expires_in` ends (spec 1 §9). */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;
/** Search cache 10 s (spec 1 §9, spec 2 §9). */
export const SEARCH_CACHE_MS = 10_000;
/** Page cache 1000 s (spec 1 §9). */
export const PAGE_CACHE_MS = 1_000_000;
/** Updater tick 1 s (spec 1 §9). */
export const UPDATER_TICK_MS = 1_000;
/** Default poll interval 5000 ms (spec 1 §9). */
export const DEFAULT_POLL_INTERVAL_MS = 5_000;
/** Auto-login (external sign-in frame) timeout 5000 ms (spec 1 §9, spec 3 §9). */
export const AUTO_LOGIN_TIMEOUT_MS = 5_000;
/** Autocomplete debounce 600 ms (spec 2 §9, spec 3 §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 600;
/** The search dialog's input takes focus after 100 ms (spec 2 §2, spec 3 §2). */
export const SEARCH_INPUT_FOCUS_DELAY_MS = 100;
/** External link delay 500 ms (spec 2 §9). */
export const EXTERNAL_LINK_DELAY_MS = 500;
/** Livetext animation delay 600 ms (spec 3 §9). */
export const LIVETEXT_ANIMATION_DELAY_MS = 600;
/** Flyout close delay 100 ms (spec 3 §9). */
export const FLYOUT_CLOSE_DELAY_MS = 100;
/** Hash scroll delay 1 s (spec 3 §9). */
export const HASH_SCROLL_DELAY_MS = 1_000;
/** Debounces: resize and scroll 100 ms, search 200 ms (spec 3 §9). */
export const DEBOUNCE_MS = { resize: 100, scroll: 100, search: 200 } as const;
/** Scroll check throttle 200 ms (spec 1 §9). */
export const SCROLL_CHECK_THROTTLE_MS = 200;

/** Poll intervals (spec 3 §9). */
export const POLL_INTERVAL_MS = {
  /** Live channel poll 15 s. */
  liveChannel: 15_000,
  /** Channels list poll 60 s. */
  channelsList: 60_000,
  /** Resources and event summary poll 60 s (one line of the table, one value). */
  resources: 60_000,
  /** Q&A widget poll 15 s. */
  qa: 15_000,
  /** Webcast widget poll 15 s. */
  webcast: 15_000,
  /** Timetable channels and events poll 60 s. */
  timetable: 60_000,
  /** Preview image refresh 15 s. */
  previewImage: 15_000,
  /** Live counter reconnect check 15 s. */
  liveCounterReconnect: 15_000,
  /** Progress and time marker refresh 60 s. */
  progressAndTimeMarker: 60_000,
} as const;

/** Heartbeats: own analytics 60 s, Matomo 60 s, two video trackers 30 s (spec 3 §9). */
export const HEARTBEAT_MS = { analytics: 60_000, matomo: 60_000, videoTracker: 30_000 } as const;

/** Tracking test retries: 5 at 200 ms (spec 3 §9). */
export const TRACKING_TEST_RETRIES = { count: 5, intervalMs: 200 } as const;

/** Event overlay windows (spec 3 §9): upcoming 5 min before start; live-mode end 10 min after end; library 1 h after end. */
export const EVENT_OVERLAY_WINDOWS_MS = {
  /** 5 minutes. */
  upcomingBeforeStart: 300_000,
  /** 10 minutes. */
  liveModeAfterEnd: 600_000,
  /** 1 hour. */
  libraryAfterEnd: 3_600_000,
} as const;

// ---- Cookies and analytics: src/core/cookie-and-analytics-constants.ts ----

export {
  COOKIE_VALIDITY_DAYS_DEFAULT,
  COOKIE_ATTRIBUTES,
  ANALYTICS_COOKIE_TIMEOUT_S,
  ANALYTICS_COOKIE_TIMEOUT_DECLINED_S,
  ANALYTICS_SITE_ID_DEFAULT,
  ANALYTICS_CUSTOM_DIMENSIONS,
  ANALYTICS_DESIGN_DIMENSION,
  ERROR_REPORTING_SAMPLING,
} from './cookie-and-analytics-constants';

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
