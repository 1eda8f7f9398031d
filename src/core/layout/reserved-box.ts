/**
 * The size model of every widget (issue 9: host pages keep still while widgets load). loader.js reserves the
 * box the moment it sees a mount point — before the runtime, the settings or the data arrive, and before the
 * host page's first paint — so the rules are data plus pure functions of the mount point's attributes and
 * the settings known so far (data-settings at first, the merged settings later). Kept small: loader.js
 * bundles this module within its 2 kB budget; the console wording of the problems lives in src/embed/reserve.ts.
 * Three kinds of box:
 * - `aspect`: a fixed aspect ratio (width / height) that follows the width: images, players, sliders;
 * - `fixed`: a fixed height, the widget scrolls inside (the timetable: its height does not depend on how
 *   many sessions a day has);
 * - `content`: content height; `height` is the best estimate, held as a minimum.
 * A webmaster's `data-height` or `data-aspect-ratio` is `stated`: it wins, and the widget never changes it.
 * Each widget's rule is in ./size-rules.ts.
 */

export type ReservedBox =
  /** `top`: px above the aspect area (a slider's heading row), reserved as padding on the mount point. */
  | { kind: 'aspect'; ratio: number; top?: number }
  | { kind: 'fixed'; height: number }
  | { kind: 'content'; height: number };

/**
 * A widget's size rule: the kind of box, its default (a ratio, or a height in px) and the setting that
 * overrides the default (`aspectratio`, `height`; `html` for a text estimated from its length; `viewport`: at least
 * the height of the browser's viewport, for the portal). A tuple,
 * not an object: loader.js bundles the table within its 2 kB budget.
 */
export type SizeRule = readonly [
  kind: ReservedBox['kind'],
  value: number,
  setting?: 'aspectratio' | 'height' | 'html' | 'viewport',
  top?: number,
];

/** The rule of a widget name (./size-rules.ts `sizeRuleOf`, which loader.js hands to the loader core and the runtime). */
export type SizeRuleOf = (widget: string) => SizeRule;

/** A plain non-negative decimal ("480", " 2.5 ") → its value; anything else → 0. */
const decimal = (text: string) => (/^\s*\d*\.?\d+\s*$/.test(text) ? Number(text) : 0);

/** "480", "480px", 480 → 480; anything else (0, negative, "50%", "auto", "abc") → null. */
export function parseSize(value: unknown): number | null {
  const size = Math.round(decimal(String(value ?? '').replace(/px\s*$/i, '')));
  return size > 0 ? size : null;
}

/** "1280:464", "16/9", "16 / 9", "2.5", 2.5 → width / height; zero, negative or unreadable → null. */
export function parseAspectRatio(value: unknown): number | null {
  const [width, height = '1', extra] = String(value ?? '').split(/[:/]/);
  const ratio = extra === undefined ? decimal(width) / decimal(height) : 0;
  return ratio > 0 && ratio < Infinity ? ratio : null;
}

/**
 * Estimated height of an HTML text at a width, on the generous side (a content box never shrinks): its
 * text wrapped at ≈ 8 px a character in lines of 24 px, plus a line of margin per block. 0 without text.
 */
export function estimateTextHeight(html: string, width: number): number {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return 0;
  const perLine = Math.max(10, Math.floor((width > 0 ? width : 600) / 8));
  const blocks = Math.max(1, (html.match(/<(p|h[1-6]|li|div|blockquote|figure|table|tr|ul|ol)\b/gi) ?? []).length);
  return (Math.ceil(plain.length / perLine) + blocks) * 24;
}

/** What the size rules read: the mount point's attributes, the settings known so far and its width. */
export interface BoxInput {
  /** `data-height`. */
  height?: string | null;
  /** `data-aspect-ratio`. */
  aspectRatio?: string | null;
  settings?: Record<string, unknown>;
  /** Width of the mount point in px (0 or absent when unknown): text estimates wrap at it. */
  width?: number;
  /** Height of the browser's viewport in px, read for a `viewport` rule only (0 or absent when unknown). */
  viewport?: number;
}

/**
 * A problem with the input, worded by the caller: a stated attribute that is not a size / a ratio above
 * zero, or a sizing setting that is not one; `value` is what was given.
 */
export interface BoxProblem {
  source: 'data-height' | 'data-aspect-ratio' | 'aspectratio' | 'height';
  value: unknown;
}

export interface BoxDecision {
  box: ReservedBox;
  /** True when the webmaster stated the box (data-height, data-aspect-ratio): nothing refines it. */
  stated: boolean;
  problems: BoxProblem[];
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A box the webmaster stated: data-height (fixed) wins over data-aspect-ratio; null when neither is valid. */
export function statedBox(input: BoxInput): ReservedBox | null {
  const size = parseSize(input.height);
  const ratio = parseAspectRatio(input.aspectRatio);
  return size ? { kind: 'fixed', height: size } : ratio ? { kind: 'aspect', ratio } : null;
}

/**
 * A rule's box for a value (its default, or what a setting gave); an aspect rule's `top` row comes along; a height
 * box is at least `atLeast` high (reservedBox passes the viewport's height for a `viewport` rule only).
 */
export function ruleBox([kind, value, , top]: SizeRule, given = value, atLeast = 0): ReservedBox {
  return kind === 'aspect' ? { kind, ratio: given, top } : { kind, height: Math.max(given, atLeast) };
}

/**
 * The box of a mount point: a stated `data-height` (fixed) or `data-aspect-ratio` wins; otherwise the rule
 * over the settings known so far. Bad values are reported in `problems` and fall back to the next source
 * (a bad data-height → the rule's box; a bad setting → the rule's default).
 */
export function reservedBox(input: BoxInput, rule: SizeRule): BoxDecision {
  const problems: BoxProblem[] = [];
  if (given(input.height) && !parseSize(input.height)) problems.push({ source: 'data-height', value: input.height });
  if (given(input.aspectRatio) && !parseAspectRatio(input.aspectRatio))
    problems.push({ source: 'data-aspect-ratio', value: input.aspectRatio });
  const stated = statedBox(input);
  if (stated) return { box: stated, stated: true, problems };
  const [, fallbackValue, key] = rule;
  let value = fallbackValue;
  const setting = key && input.settings?.[key];
  if (key === 'html') {
    value = (typeof setting === 'string' && estimateTextHeight(setting, input.width ?? 0)) || value;
  } else if (key && key !== 'viewport' && given(setting)) {
    const parsed = key === 'aspectratio' ? parseAspectRatio(setting) : parseSize(setting);
    if (parsed) value = parsed;
    else problems.push({ source: key, value: setting });
  }
  return { box: ruleBox(rule, value, key === 'viewport' ? input.viewport : 0), stated: false, problems };
}

/** Two boxes reserve the same space (so changing one for the other moves nothing). */
export function sameBox(a: ReservedBox, b: ReservedBox): boolean {
  const size = (box: ReservedBox) => (box.kind === 'aspect' ? box.ratio : box.height);
  const top = (box: ReservedBox) => (box.kind === 'aspect' && box.top) || 0;
  return a.kind === b.kind && Math.abs(size(a) - size(b)) < 0.001 && top(a) === top(b);
}
