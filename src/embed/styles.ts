/**
 * Styles enter a shadow root as constructable stylesheets (`adoptedStyleSheets`: not blocked by a CSP
 * `style-src` without 'unsafe-inline', shared between mounts); where the browser lacks them, `<style>`
 * elements carrying the CSP nonce are the fallback (ARCHITECTURE.md shadow-root checklist).
 */
const sheetCache = new Map<string, CSSStyleSheet>();

export function supportsAdoptedStyleSheets(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

const STYLE_MARK = 'data-cp-style';

/** Replaces the root's styles by `cssTexts` (in cascade order). */
export function applyStyles(root: ShadowRoot, cssTexts: readonly string[], nonce?: string): void {
  const texts = cssTexts.filter((css) => css.trim() !== '');
  if (supportsAdoptedStyleSheets(root)) {
    root.adoptedStyleSheets = texts.map(sheetFor);
    return;
  }
  root.querySelectorAll(`style[${STYLE_MARK}]`).forEach((el) => el.remove());
  const anchor = root.firstChild;
  for (const css of texts) {
    const style = document.createElement('style');
    style.setAttribute(STYLE_MARK, '');
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    root.insertBefore(style, anchor);
  }
}

export function clearStyles(root: ShadowRoot): void {
  if (supportsAdoptedStyleSheets(root)) root.adoptedStyleSheets = [];
  root.querySelectorAll(`style[${STYLE_MARK}]`).forEach((el) => el.remove());
}
