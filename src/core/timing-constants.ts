/**
 * The timing values of the specification §9 tables (delays, caches, polls, heartbeats, overlay windows),
 * re-exported by src/core/constants.ts. Spec 1 = spec/1-portal.md, spec 2 = spec/2-library-and-details.md,
 * spec 3 = spec/3-live-widgets-chrome.md. Plain `const` declarations only, so a bundler keeps only what is imported.
 */

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
