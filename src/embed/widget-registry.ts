/**
 * Widget name → lazy chunk. One line per built widget; rollup turns each `import()` into
 * `dist/cdn/widgets/<name>.js`. A name in WIDGET_NAMES but missing here is "known but not built yet".
 */
import type { WidgetDefinition, WidgetName } from '../contract/widget';

// biome-ignore lint/suspicious/noExplicitAny: each widget has its own settings type
export type WidgetModule = { default: WidgetDefinition<any> };
export type WidgetLoader = () => Promise<WidgetModule>;

declare const __CP_WIDGETS__: readonly string[] | undefined;
declare const __CP_CDN__: boolean | undefined;

/**
 * In the CDN build every widget chunk is an entry of its own next to runtime.js (rollup.config.ts), and the build's
 * widget list is written in (`__CP_WIDGETS__`, as for the loader core's preload): the runtime imports
 * `./widgets/<name>.js` by name, the URL rollup's own import() would name, instead of one import() line per widget
 * (issue 8 item 9: each line cost every page's runtime bytes). Elsewhere (npm package, tests) the bundler's imports.
 */
export const widgetRegistry: Partial<Record<WidgetName, WidgetLoader>> =
  // `__CP_CDN__` (true in the CDN build) rather than `typeof __CP_WIDGETS__`: rollup folds a literal `true` and drops
  // the other branch before it builds chunks, but not the type of an array; the dead branch's import() calls made it
  // give widget chunks that other chunks import (html-text, qa-chat, single-image) a namespace object each.
  typeof __CP_CDN__ === 'boolean' && __CP_CDN__
    ? // The parentheses: the build's replacement skips a name followed by a dot.
      Object.fromEntries(
        (__CP_WIDGETS__ as readonly string[]).map((name) => [
          name,
          () => import(/* @vite-ignore */ `./widgets/${name}.js`) as Promise<WidgetModule>,
        ]),
      )
    : {
        card: () => import('../widgets/card/index'),
        'channel-matrix': () => import('../widgets/channel-matrix/index'),
        'card-slider': () => import('../widgets/card-slider/index'),
        'filter-matrix': () => import('../widgets/filter-matrix/index'),
        'html-text': () => import('../widgets/html-text/index'),
        'image-slider': () => import('../widgets/image-slider/index'),
        'live-event-progress': () => import('../widgets/live-event-progress/index'),
        'live-text': () => import('../widgets/live-text/index'),
        library: () => import('../widgets/library/index'),
        liveplayer: () => import('../widgets/liveplayer/index'),
        overflowplayer: () => import('../widgets/overflowplayer/index'),
        'ondemand-player': () => import('../widgets/ondemand-player/index'),
        package: () => import('../widgets/package/index'),
        'qa-chat': () => import('../widgets/qa-chat/index'),
        'resources-list': () => import('../widgets/resources-list/index'),
        'resources-table': () => import('../widgets/resources-table/index'),
        'single-image': () => import('../widgets/single-image/index'),
        'smart-video-library': () => import('../widgets/smart-video-library/index'),
        subnav: () => import('../widgets/subnav/index'),
        'support-chat': () => import('../widgets/support-chat/index'),
        timetable: () => import('../widgets/timetable/index'),
        'webcast-display': () => import('../widgets/webcast-display/index'),
        'webcast-teaser': () => import('../widgets/webcast-teaser/index'),
      };
