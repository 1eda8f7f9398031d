/**
 * Adds the CSS of a lazily loaded part (e.g. the portal's search dialog chunk) to a shadow root while that part
 * is mounted, next to the styles the runtime applied: as a constructable stylesheet (not blocked by a CSP
 * `style-src`), else as a `<style>` element with the page's nonce. Returns the remover (call it on unmount).
 */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot, css: string, nonce?: string): () => void {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  ) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    const added = sheet;
    if (!root.adoptedStyleSheets.includes(added)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, added];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== added);
    };
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.appendChild(style);
  return () => style.remove();
}
