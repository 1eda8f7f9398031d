/**
 * The cookie and analytics values of the specification §9 tables, re-exported by src/core/constants.ts (spec 1 = portal,
 * spec 3 = live widgets and chrome). Plain `const` declarations only, so a bundler keeps only what is imported.
 */

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
