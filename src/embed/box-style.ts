/**
 * Writes a reserved box onto a mount point (issue 9) and reads it back. Inline styles, because they beat the
 * host page's own rules for the element (a `:host` rule would not); the box is recorded in
 * `data-cp-box="<kind>"` next to them, so loader.js, the loader core and the runtime agree without sharing state.
 * Bundled into loader.js: keep it small.
 */
import {
  parseAspectRatio,
  statedBox,
  type BoxInput,
  type ReservedBox,
  type SizeRule,
} from '../core/layout/reserved-box';
import { mountAttribute } from '../contract/mount-attribute';

/**
 * The attribute that records the reserved box (`none` once released); base styles use it to let a fixed box scroll
 * inside, and boxes.css's rules end where it is set.
 */
export const BOX_ATTRIBUTE = 'data-cp-box';

/**
 * Writes a box onto a mount point without one (loader.js: nothing to undo, which keeps it small). An aspect box
 * with a `top` row (the image slider's heading) gets the row as padding above a content box of the ratio
 * (content-box sizing, whatever the host page's box-sizing); the widget's tree spans both.
 */
export function writeBox(el: HTMLElement, box: ReservedBox): void {
  const style = el.style;
  if (box.kind === 'aspect') {
    // The style setter stringifies the number itself (a byte or two of loader.js's 2 kB).
    style.aspectRatio = box.ratio as unknown as string;
    if (box.top) {
      style.paddingTop = `${box.top}px`;
      style.boxSizing = 'content-box';
    }
  } else style[box.kind === 'fixed' ? 'height' : 'minHeight'] = `${box.height}px`;
  el.setAttribute(BOX_ATTRIBUTE, box.kind);
}

const clearStyles = ({ style }: HTMLElement) => {
  style.aspectRatio = style.height = style.minHeight = style.paddingTop = style.boxSizing = '';
};

/** Replaces the box a mount point has (if any) with `box`. */
export function applyBox(el: HTMLElement, box: ReservedBox): void {
  clearStyles(el);
  writeBox(el, box);
}

/** The box reserved on a mount point, read back from its kind and inline style; null when there is none. */
export function readBox(el: HTMLElement): ReservedBox | null {
  const kind = el.getAttribute(BOX_ATTRIBUTE);
  const style = el.style;
  // The browser serialises aspect-ratio 2.7586 as "2.7586 / 1".
  const ratio = parseAspectRatio(style.aspectRatio);
  const height = parseFloat(kind === 'fixed' ? style.height : style.minHeight);
  const top = parseFloat(style.paddingTop);
  if (kind === 'aspect') return ratio ? (top > 0 ? { kind, ratio, top } : { kind, ratio }) : null;
  return (kind === 'fixed' || kind === 'content') && height > 0 ? { kind, height } : null;
}

/**
 * Removes the reservation (unmount): the mount point is the host's element again. `data-cp-box="none"` rather than
 * no attribute: boxes.css reserves a box for every mount point without one (src/core/layout/box-stylesheet.ts).
 */
export function clearBox(el: HTMLElement): void {
  if (!el.hasAttribute(BOX_ATTRIBUTE)) return;
  clearStyles(el);
  el.setAttribute(BOX_ATTRIBUTE, 'none');
}

/**
 * The input the size rules read from a mount point's attributes (data-height, data-aspect-ratio,
 * data-settings when it is a JSON object) and, for a rule that estimates from text (html-text) without a stated
 * box, its width. Only then: reading the width forces a layout of the page, once per mount point between the
 * box writes (Lighthouse's forced-reflow insight).
 */
export function boxInputOf(el: HTMLElement, settings: Record<string, unknown> | undefined, rule: SizeRule): BoxInput {
  let known = settings;
  if (!known) {
    try {
      const parsed: unknown = JSON.parse(mountAttribute(el, 'settings') || '{}');
      known = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      known = {};
    }
  }
  const input: BoxInput = {
    height: mountAttribute(el, 'height'),
    aspectRatio: mountAttribute(el, 'aspect-ratio'),
    settings: known,
  };
  input.width = rule[2] === 'html' && !statedBox(input) ? el.clientWidth : 0;
  input.viewport = rule[2] === 'viewport' ? el.ownerDocument.defaultView?.innerHeight : 0;
  return input;
}
