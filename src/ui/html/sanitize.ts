/**
 * HTML (html-text, live-text) goes into the page through one policy and two engines (issue 8 item 9):
 * - where the browser has the HTML Sanitizer API (`Element.setHTML`, Chromium ≥ 146, Firefox ≥ 148), its safe
 *   `setHTML` parses and sanitizes in one step: scripts, event handlers, `javascript:` URLs, frames and other
 *   unsafe markup never survive it, whatever the configuration. Nothing is downloaded for it.
 * - elsewhere DOMPurify (≈ 11 kB gzip) is imported on first use, from a chunk of its own (./purify.ts).
 * The policy: the Sanitizer API's default elements and attributes (text, lists, tables, headings, links, SVG,
 * MathML) plus what HTML texts use — images and media, the share-filter buttons, details/summary, `class`,
 * `id`, `style` attributes, `data-*` (the shared filter reads `data-filter-value`/`data-share-filter`), link
 * `target`/`rel` and the common ARIA attributes. No `<style>` (it would restyle the widget) and no forms.
 * test/e2e/html-sanitize.test.ts runs the same hostile inputs through both engines in Chromium.
 * Embedded scripts are handled separately (extract-scripts.ts + src/core/html/script-whitelist.ts).
 */
import { safeUrl } from '../../core/url/safe-url';

/** Elements beyond the Sanitizer API's defaults, each with the attributes of its own it may keep. */
export const EXTRA_ELEMENTS: Record<string, string[]> = {
  a: ['href', 'hreflang', 'type', 'target', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  picture: [],
  source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
  video: ['src', 'poster', 'controls', 'autoplay', 'muted', 'loop', 'playsinline', 'preload', 'width', 'height'],
  audio: ['src', 'controls', 'autoplay', 'muted', 'loop', 'preload'],
  track: ['src', 'kind', 'srclang', 'label', 'default'],
  button: ['type', 'disabled'],
  details: ['open'],
  summary: [],
};

/** Attributes any element may keep, beyond the defaults (`title`, `lang`, `dir`, presentation attributes). */
export const EXTRA_ATTRIBUTES = [
  'class',
  'id',
  'style',
  'role',
  'hidden',
  'tabindex',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'aria-expanded',
  'aria-controls',
  'aria-current',
  'aria-pressed',
  'aria-live',
];

/** The Sanitizer API surface used here (not yet in every TypeScript DOM library). */
interface NativeSanitizer {
  allowElement(element: { name: string; attributes: string[] }): unknown;
  allowAttribute(name: string): unknown;
  setDataAttributes(allow: boolean): unknown;
}
type SetHtml = (this: Element, html: string, options: { sanitizer: NativeSanitizer }) => void;

let policy: NativeSanitizer | undefined;

/** The page's Sanitizer API, or null where `setHTML` or `Sanitizer` is missing. */
function nativeSanitizer(): NativeSanitizer | null {
  const Ctor = (globalThis as { Sanitizer?: new () => NativeSanitizer }).Sanitizer;
  if (typeof Ctor !== 'function' || typeof (Element.prototype as { setHTML?: unknown }).setHTML !== 'function')
    return null;
  if (!policy) {
    policy = new Ctor();
    for (const [name, attributes] of Object.entries(EXTRA_ELEMENTS)) policy.allowElement({ name, attributes });
    EXTRA_ATTRIBUTES.forEach((name) => policy!.allowAttribute(name));
    policy.setDataAttributes(true);
  }
  return policy;
}

/** True where the browser sanitizes by itself (no DOMPurify download). */
export const hasNativeSanitizer = (): boolean => nativeSanitizer() !== null;

/** Link attributes (also SVG's xlink:href), checked after setHTML: the browser drops `javascript:` only. */
const LINK_ATTRIBUTES = ['href', 'action', 'formaction'];

function dropUnsafeLinks(root: Element): void {
  for (const el of root.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      // The one URL gate (src/core/url/safe-url.ts, ARCHITECTURE "Links and URLs"): both engines keep schemes the
      // gate refuses (setHTML `vbscript:` and `data:`, DOMPurify `ftp:`, `sms:` …), so both pass through it.
      if (LINK_ATTRIBUTES.includes(attr.localName) && safeUrl(attr.value) === null) el.removeAttributeNode(attr);
    }
  }
}

let purify: Promise<typeof import('./purify')> | undefined;

/** Starts the DOMPurify download where it will be needed (undefined where the browser sanitizes). */
export function preloadSanitizer(): Promise<unknown> | undefined {
  if (hasNativeSanitizer()) return undefined;
  return (purify ??= import('./purify'));
}

/**
 * Replaces `el`'s content with the sanitized `html`: synchronously with the browser's sanitizer, otherwise once
 * DOMPurify has arrived (the returned promise). Never inserts anything unsanitized.
 */
export function sanitizeInto(el: Element, html: unknown): void | Promise<void> {
  const text = typeof html === 'string' ? html : '';
  const native = nativeSanitizer();
  if (native) {
    // Sanitized into a detached element and cloned in: in Chromium 156 a click on a <summary> that setHTML
    // inserted crashes the page's renderer (clones, made by the document itself, are not affected).
    const scratch: Element = document.createElement('div');
    (scratch as Element & { setHTML: SetHtml }).setHTML(text, { sanitizer: native });
    dropUnsafeLinks(scratch);
    el.replaceChildren(...scratch.cloneNode(true).childNodes);
    return undefined;
  }
  purify ??= import('./purify');
  return purify.then((m) => {
    const scratch = document.createElement('div');
    scratch.innerHTML = m.purifyHtml(text);
    dropUnsafeLinks(scratch);
    el.replaceChildren(...scratch.childNodes);
  });
}
