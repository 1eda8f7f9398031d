/**
 * The size rule of every widget name (./reserved-box.ts has the model). loader.js bundles this table to reserve each
 * box before anything else loads, and hands its `sizeRuleOf` to the loader core and the runtime (loader/core-api.ts
 * `CoreInit`, src/embed/runtime-api.ts `RuntimeInit`): one copy on a host page.
 */
import type { SizeRule, SizeRuleOf } from './reserved-box';

/** Players and congress visuals: the spec's `aspectratio` default (spec 3 Live widgets, 1280:464). */
export const DEFAULT_ASPECT_RATIO = 1280 / 464;
/** Image slider: its images' area defaults to 16:9 (docs/widgets/image-slider.md; spec 3 is silent). */
export const IMAGE_SLIDER_ASPECT_RATIO = 16 / 9;
/** Image slider: the heading row above the images' area, reserved whether or not a heading is set (no shift). */
export const IMAGE_SLIDER_HEADING_HEIGHT = 36;
/** Timetable box height when no `height` setting or data-height says otherwise (the grid scrolls inside). */
export const DEFAULT_TIMETABLE_HEIGHT = 720;
/** A widget without a rule of its own, and an error state: room for a title, a line and a button. */
export const DEFAULT_CONTENT_HEIGHT = 120;
/** Lists (resources, library): a fixed box the list scrolls in (issue 13 item 4), about two rows of tiles. */
export const DEFAULT_LIST_HEIGHT = 480;

const aspect: SizeRule = ['aspect', DEFAULT_ASPECT_RATIO, 'aspectratio'];
const list: SizeRule = ['fixed', DEFAULT_LIST_HEIGHT, 'height'];
const fallback: SizeRule = ['content', DEFAULT_CONTENT_HEIGHT];
/** Cards and card sliders (issue 13): one fixed box, text clamped inside; one tuple keeps loader.js in its budget. */
const cards: SizeRule = ['fixed', 380, 'height'];

/**
 * The size rule of each widget name (ARCHITECTURE.md widget names). A widget's definition declares its rule
 * (`WidgetDefinition.size`, normally its entry here, which the loader used before the chunk arrived) and
 * may refine it. Names without a rule reserve a content box of 120 px.
 */
export const SIZE_RULES: Readonly<Record<string, SizeRule>> = {
  // Fixed height, the grid scrolls inside: the box does not depend on sessions per day.
  timetable: ['fixed', DEFAULT_TIMETABLE_HEIGHT, 'height'],
  // Aspect ratio: images (their asset's dimensions, stated in the settings: the asset map has none), players.
  'single-image': aspect,
  // The images' area keeps its ratio; the heading row is reserved above it, the controls lie over the images.
  'image-slider': ['aspect', IMAGE_SLIDER_ASPECT_RATIO, 'aspectratio', IMAGE_SLIDER_HEADING_HEIGHT],
  liveplayer: aspect,
  overflowplayer: aspect,
  'ondemand-player': aspect,
  // Fixed height (issue 13): a card and a card slider fill the box, text clamped. live-event-progress and
  // live-text fit the default content box (120 px).
  card: cards,
  'card-slider': cards,
  // The channel widgets (issue 13): the same fixed box (380 px, `height` setting); their tiles scroll inside it, so
  // the box does not depend on how many channels are on air nor on the mode (grid or slideshow).
  'webcast-display': cards,
  'webcast-teaser': cards,
  'channel-matrix': cards,
  'filter-matrix': cards,
  // Content height: the best estimate; the loading state has the same box as the content.
  'html-text': ['content', DEFAULT_CONTENT_HEIGHT, 'html'],
  // Fixed height (issue 13 item 4): the lists scroll inside their box, so no number of items moves the page.
  'resources-list': list,
  'resources-table': list,
  library: list,
  'smart-video-library': list,
  // The package widget (issue 13 item 4): the lists' box; its header and module lists scroll inside it.
  package: list,
  // The portal is a whole site: at least one viewport high, so what follows it on the host page (a footer) starts
  // below the fold and its screens grow where the reader does not see anything move (issue 9: congress.html).
  portal: ['content', DEFAULT_CONTENT_HEIGHT, 'viewport'],
  // Fixed height (issue 13): the Q&A frame and the embedded support chat fill the cards' box (380 px, the
  // `height` setting or data-height for more); one shared tuple keeps loader.js in its budget.
  'qa-chat': cards,
  'support-chat': cards,
};

/** The rule for a widget name (the 120 px content box for names without one). */
export const sizeRuleOf: SizeRuleOf = (widget) =>
  // Own entries only: not Object.prototype's members ('constructor', 'toString').
  Object.hasOwn(SIZE_RULES, widget) ? SIZE_RULES[widget] : fallback;
