/** What the loader's own script tag says (README "Script attributes"). */
export interface ScriptParams {
  /** Production API base (data-api; default: the loader's origin + `/api`), no trailing slash. */
  api: string;
  /** Folder of runtime.js and the chunks: the loader's own folder + `cdn/`. */
  cdn: string;
  client?: string;
  locale?: string;
  nonce?: string;
  /** data-allowed-origins as written: the loader core splits the comma list (`commaList`), loader.js stays small. */
  allowedOrigins?: string;
  /** data-env: further named API environments, `name=url` pairs separated by commas. */
  env?: string;
}

/**
 * The script tag that runs the loader: `document.currentScript`, or (when the loader was injected in a way
 * that leaves it null) the last `script[src*="loader"]` on the page.
 */
export function findLoaderScript(doc: Document): HTMLScriptElement | undefined {
  const current = doc.currentScript as HTMLScriptElement | null;
  if (current?.src) return current;
  return [...doc.querySelectorAll<HTMLScriptElement>('script[src*="loader"]')].pop();
}

export const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Comma list → trimmed, non-empty entries. */
export const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Reads the data-* attributes of the loader's script tag; `pageUrl` stands in when there is no tag. */
export function readScriptParams(script: HTMLScriptElement | null | undefined, pageUrl: string): ScriptParams {
  const src = script?.src || pageUrl;
  const data = script?.dataset ?? {};
  return {
    api: withoutTrailingSlash(data.api || `${new URL(src).origin}/api`),
    cdn: new URL('cdn/', src).href,
    client: data.client || undefined,
    locale: data.locale || undefined,
    // Browsers hide the nonce attribute after parsing; the property keeps it (data-nonce wins).
    nonce: data.nonce || script?.nonce || undefined,
    allowedOrigins: data.allowedOrigins,
    env: data.env || undefined,
  };
}
