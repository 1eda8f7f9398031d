/**
 * Loads a vendor's classic script (JW Player, a webRTC SDK) once per URL and reads the global it defines — the
 * "same lazy path" every SDK adapter takes (src/player/streams). The URL comes from settings or the client
 * configuration and passes the URL gate; the script gets the page's CSP nonce; a script that does not arrive
 * within the chunk load timeout (spec 3 §9, 55 s) fails like a 404.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../../core/constants';
import { safeUrl } from '../../core/url/safe-url';

const pending = new Map<string, Promise<void>>();

function nonceOfPage(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function inject(url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(
      () => fail(new Error(`script timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms: ${url}`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      script.remove();
      pending.delete(url);
      reject(error);
    };
    script.async = true;
    script.src = url;
    const nonce = nonceOfPage();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`script could not be loaded: ${url}`));
    document.head.append(script);
  });
}

/**
 * The global `name` after loading `url` (absolute against the page). Rejects for a refused URL, a failed load,
 * or a script that did not define the global ("missing player component", spec 3 §8).
 */
export async function loadScriptGlobal<T>(url: unknown, name: string): Promise<T> {
  const gated = safeUrl(url);
  if (!gated) throw new Error(`no usable script URL for ${name}`);
  const href = new URL(gated, document.baseURI).href;
  const existing = (window as unknown as Record<string, unknown>)[name];
  if (existing === undefined) {
    let loading = pending.get(href);
    if (!loading) {
      loading = inject(href);
      pending.set(href, loading);
    }
    await loading;
  }
  const value = (window as unknown as Record<string, unknown>)[name];
  if (value === undefined || value === null) throw new Error(`${name} is not defined by ${href}`);
  return value as T;
}
