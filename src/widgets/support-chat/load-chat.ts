/**
 * Starts the support chat provider's script (tawk.to's integration API): `Tawk_API` with the visitor and the
 * embedded element's id, `Tawk_LoadStart`, then `<script async src>` in the document's head carrying the page's
 * CSP nonce. The provider's own globals (Tawk_API, $_Tawk, …) stay on the page after unmount — the only
 * globals besides CongressPortal, said in docs/widgets/support-chat.md; the script element, the embedded element
 * and the chat itself (Tawk_API.shutdown) go.
 */
interface TawkApi {
  visitor?: unknown;
  embedded?: string;
  shutdown?: () => void;
  [key: string]: unknown;
}
type TawkWindow = Window & { Tawk_API?: TawkApi; Tawk_LoadStart?: Date };

export function loadSupportChat(
  src: string,
  options: { visitor: unknown; embedIn: HTMLElement | null; nonce?: string },
): () => void {
  const w = window as TawkWindow;
  const api: TawkApi = (w.Tawk_API = w.Tawk_API ?? {});
  if (options.visitor) api.visitor = options.visitor;
  if (options.embedIn) api.embedded = options.embedIn.id;
  w.Tawk_LoadStart = new Date();
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  script.crossOrigin = 'anonymous';
  if (options.nonce) script.nonce = options.nonce;
  document.head.appendChild(script);
  return () => {
    try {
      api.shutdown?.();
    } catch {
      /* the provider's own cleanup failing must not reach the host */
    }
    script.remove();
  };
}
