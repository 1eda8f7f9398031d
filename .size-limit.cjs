// Size budgets (gzip), `npm run size`. A budget measures exactly what the browser fetches (scripts/static-closure.cjs);
// scripts/check-requests.cjs then checks the number of script requests per widget.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { CDN, closure, widgetPage } = require('./scripts/static-closure.cjs');

// Two kinds of limit: a goal (what a host page may cost; the product promises it) and a guard (the measured size
// with a little room, so growth is a decision, not an accident). docs/architecture.md "Size budgets" says what keeps
// each path small and which levers are left.
const budgets = [
  // Goal: loader.js ≤ 2 kB — it carries every widget's size rule, so each box is reserved before anything else loads.
  { name: 'loader.js', path: ['dist/loader.js'], limit: '2 kB' },
  // Guard: the snippet's render-blocking stylesheet (src/core/layout/box-stylesheet.ts) stays one small response.
  { name: 'boxes.css', path: ['dist/boxes.css'], limit: '0.6 kB' },
  // Guard: the loader core (docs/architecture.md "Why two loader files") with the size model and box reservation.
  { name: 'loader.js + loader core', path: ['dist/loader.js', ...closure('loader-core.js')], limit: '7.2 kB' },
  // Goal ≤ 27 kB: everything a host page downloads for one html-text, custom elements defined. Measured 26.97 kB
  // (26,963 B; docs/performance.md "The first widget's bytes"): the goal is the guard.
  {
    name: 'html-text: everything a host page downloads (loader, loader core, runtime, widget)',
    path: widgetPage('html-text'),
    limit: '27 kB',
  },
  {
    name: 'core tree-shaking probe: one rule from src/core',
    path: ['dist/size-probe/core-one-rule.js'],
    limit: '1 kB',
  },
];
// Loaded only where the browser has no HTML Sanitizer API (src/ui/html/sanitize.ts).
const purify = existsSync(join(CDN, 'chunks'))
  ? readdirSync(join(CDN, 'chunks')).filter((f) => f.startsWith('purify-'))
  : [];
if (purify.length) {
  budgets.push({
    name: 'html-text fallback sanitizer (DOMPurify, lazy chunk)',
    path: purify.map((f) => join(CDN, 'chunks', f)),
    limit: '12 kB',
  });
}
// Sentry's SDK (BrowserClient + Scope, src/portal/telemetry/sentry-client.ts): imported by the portal only on the
// first error report with enableSentry and consent, never on a first route (scripts/check-requests.cjs).
const sentry = existsSync(join(CDN, 'chunks'))
  ? readdirSync(join(CDN, 'chunks')).filter((f) => f.startsWith('sentry-client-'))
  : [];
if (sentry.length) {
  budgets.push({
    name: 'error reports (Sentry BrowserClient, lazy chunk)',
    path: sentry.map((f) => join(CDN, 'chunks', f)),
    limit: '23 kB',
  });
}
if (existsSync(join(CDN, 'widgets/timetable.js'))) {
  budgets.push(
    { name: 'timetable chunk alone', path: [join(CDN, 'widgets/timetable.js')], limit: '25 kB' },
    // Guard: a timetable page, `shared` included (preact/compat and the rules the widgets share with the portal).
    // Everything a host page downloads for one timetable: the widget with the agenda's hooks and "My schedule" switch,
    // the subscribe button, the fallback to the programme kept offline, and the host's side of the contract (default
    // links with the cancelable congress-navigate, the structured-data hook, the favourite event). The agenda's store,
    // sync and view, the subscribe dialog, the offline cache, the host's link hooks and the JSON-LD builder are lazy
    // chunks, not counted. Measured 52.50 kB; levers in docs/performance.md "The timetable page's bytes".
    { name: 'timetable: everything a host page downloads', path: widgetPage('timetable'), limit: '52.6 kB' },
  );
}

// Goal: each page-builder widget chunk ≤ 15 kB gzip with the family chunks it alone pulls in (carousel, cards and
// images, the HTML sanitizer), the shared runtime excluded; the player chunk the same, without hls.js (requested on
// the first play only).
const OVER_15 = {};
for (const widget of [
  'card',
  'card-slider',
  'image-slider',
  'live-event-progress',
  'live-text',
  'ondemand-player',
  'webcast-display',
  'webcast-teaser',
  'channel-matrix',
  'filter-matrix',
  'qa-chat',
  'support-chat',
  'subnav',
  'library',
  'smart-video-library',
  'resources-list',
  'resources-table',
  'package',
]) {
  if (!existsSync(join(CDN, `widgets/${widget}.js`))) continue;
  // The shared runtime excluded: loader, loader core, runtime and the `shared` chunk (preact/compat and code two or
  // more widgets use) load once per page however many widgets it has; so are the `portal-{widget}` chunks (code the
  // widget shares with the portal) and the live-channel chunk (the live rules, once per page). The page budgets
  // still count them.
  const own = widgetPage(widget).filter(
    (f) =>
      !closure('loader-core.js', 'runtime.js').includes(f) &&
      f !== 'dist/loader.js' &&
      !/\/chunks\/(shared|live-channel|portal-[\w-]+?)-[\w-]+\.js$/.test(f),
  );
  budgets.push({ name: `${widget} chunk (+ its family chunks)`, path: own, limit: OVER_15[widget] ?? '15 kB' });
}
// Goal: the live player chunk ≤ 20 kB gzip without hls.js, measured as above.
for (const widget of ['liveplayer', 'overflowplayer']) {
  if (!existsSync(join(CDN, `widgets/${widget}.js`))) continue;
  const own = widgetPage(widget).filter(
    (f) =>
      !closure('loader-core.js', 'runtime.js').includes(f) &&
      f !== 'dist/loader.js' &&
      !/\/chunks\/(shared|live-channel)-/.test(f),
  );
  budgets.push({ name: `${widget} chunk (+ its family chunks)`, path: own, limit: '20 kB' });
}

if (existsSync(join(CDN, 'portal.js'))) {
  // Goal ≤ 90 kB gzip of JS on the wire for the portal's first route, loader and runtime included. Measured
  // 89.31 kB: the live routes, the privacy page and the sign-in screens are lazy routes; the scope banner, live badge,
  // guest landmarks and the calendar subscribe button stay in the shell (docs/architecture.md "What stays out of the
  // shell"). Guard 89.4 kB, so any growth past the goal is a decision.
  budgets.push({
    name: 'portal first route: loader + core + runtime + portal chunk (+ shared chunks)',
    path: ['dist/loader.js', ...closure('loader-core.js', 'runtime.js', 'portal.js')],
    limit: '89.4 kB',
  });
}

// Guard: the search dialog is a lazy chunk of the portal, requested on the first open only.
const searchDialog = existsSync(join(CDN, 'chunks'))
  ? readdirSync(join(CDN, 'chunks')).filter((f) => f.startsWith('SearchDialog-'))
  : [];
if (searchDialog.length) {
  budgets.push({
    name: 'portal search dialog (lazy chunk)',
    path: searchDialog.map((f) => join(CDN, 'chunks', f)),
    limit: '7.5 kB',
  });
}
// Guard: the timetable's offline part (the IndexedDB programme cache and its notice), a lazy chunk each timetable page
// requests beside its data, so the page budget above stays the first paint's; and the hand-off dialog, a lazy chunk of
// the favourites opened on a click (the QR code library it shares with the Q&A widget is their portal-qa-chat chunk).
for (const [prefix, name, limit] of [
  ['offline-', 'timetable offline cache (lazy chunk)', '2.5 kB'],
  ['HandoffDialog-', 'favourites hand-off dialog (lazy chunk)', '2 kB'],
]) {
  const files = existsSync(join(CDN, 'chunks'))
    ? readdirSync(join(CDN, 'chunks')).filter((f) => f.startsWith(prefix))
    : [];
  if (files.length) budgets.push({ name, path: files.map((f) => join(CDN, 'chunks', f)), limit });
}
// Goal: the library route's JS beyond the portal shell ≤ 60 kB gzip: the lazy LibraryRoute chunk and every chunk it
// imports that the shell (portal.js and what it imports statically) does not already bring.
const libraryChunk = existsSync(join(CDN, 'chunks'))
  ? readdirSync(join(CDN, 'chunks')).find((f) => f.startsWith('LibraryRoute-'))
  : undefined;
if (libraryChunk && existsSync(join(CDN, 'portal.js'))) {
  const shell = new Set(closure('loader-core.js', 'runtime.js', 'portal.js'));
  budgets.push({
    name: 'portal library route beyond the shell (lazy chunk + its own imports)',
    path: closure(`chunks/${libraryChunk}`).filter((f) => !shell.has(f)),
    limit: '60 kB',
  });
}

// Goal: each detail route (CRDetail, EventDetail, SpeakerDetail; CatalogRoute: packages, spotlights, education) is a
// lazy chunk; its JS beyond the portal shell within the library route's budget, ≤ 60 kB gzip.
for (const route of ['CRDetail', 'EventDetail', 'SpeakerDetail', 'CatalogRoute']) {
  const chunk = existsSync(join(CDN, 'chunks'))
    ? readdirSync(join(CDN, 'chunks')).find((f) => f.startsWith(`${route}-`))
    : undefined;
  if (!chunk || !existsSync(join(CDN, 'portal.js'))) continue;
  const shell = new Set(closure('loader-core.js', 'runtime.js', 'portal.js'));
  budgets.push({
    name: `portal ${route} route beyond the shell (lazy chunk + its own imports)`,
    path: closure(`chunks/${chunk}`).filter((f) => !shell.has(f)),
    limit: '60 kB',
  });
}

module.exports = budgets.map((b) => ({ ...b, gzip: true }));
