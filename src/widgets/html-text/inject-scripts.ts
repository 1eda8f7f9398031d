/**
 * Runs the allowed embedded scripts as `<script src>` elements carrying the page's CSP nonce — never
 * inline. They are appended inside the widget's shadow root and removed on unmount.
 */
export function injectScripts(parent: Node, sources: readonly string[], nonce: string | undefined): () => void {
  const elements = sources.map((src) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    parent.appendChild(script);
    return script;
  });
  return () => elements.forEach((el) => el.remove());
}
