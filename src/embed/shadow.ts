/** One open shadow root per mount point; an existing one (an earlier mount, a server-rendered one) is reused. */
export function ensureShadowRoot(el: HTMLElement): ShadowRoot {
  return el.shadowRoot ?? el.attachShadow({ mode: 'open' });
}
