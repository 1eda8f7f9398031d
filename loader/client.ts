import type { ClientConfig } from '../src/core/types';

/** GET a JSON body; rejects on network errors and non-2xx answers. */
export type FetchJson = (url: string) => Promise<unknown>;

/** The browser's fetch with a 10 s timeout; a non-2xx answer rejects naming its status and URL. */
export const fetchJsonOnce: FetchJson = (url) =>
  fetch(url, { signal: AbortSignal.timeout?.(10_000) }).then((r) =>
    r.ok ? r.json() : Promise.reject(new Error(`${r.status} ${url}`)),
  );

const dataOf = (body: unknown): Record<string, unknown> | undefined =>
  (body as { data?: Record<string, unknown> } | null)?.data ?? undefined;

/**
 * The client (tenant) for this page (spec 1 §1, spec 3 §1): data-client; else the API's host lookup
 * `GET {api}/domains/host/{host}` → `{data:{client}}`; if that fails, the host's second-level name
 * (`demo` for localhost and numeric hosts): a rule of its own chunk, which a page whose lookup answers never loads.
 */
export async function resolveClient(
  api: string,
  explicit: string | undefined,
  hostname: string,
  fetchJson: FetchJson,
): Promise<string> {
  if (explicit) return explicit;
  try {
    const client = dataOf(await fetchJson(`${api}/domains/host/${encodeURIComponent(hostname)}`))?.client;
    if (typeof client === 'string' && client) return client;
  } catch {
    /* lookup failed: fall back to the host name (spec 1 §1) */
  }
  return (await import('../src/core/client/client-name')).clientNameFromHost(hostname);
}

/**
 * `GET {api}/{client}/configuration` → `{data: ClientConfig}`; null for a body without data, and a rejection
 * with the fetch error when the request fails, so that the runtime can tell a timeout (not asked again) from
 * an answer it should look at itself (src/embed/client-config.ts). Marked as handled here: a page whose
 * runtime never loads must not log an unhandled rejection.
 */
export function loadClientConfig(
  api: string,
  client: Promise<string>,
  fetchJson: FetchJson,
): Promise<ClientConfig | null> {
  const config = client
    .then((name) => fetchJson(`${api}/${encodeURIComponent(name)}/configuration`))
    .then((body) => (dataOf(body) as ClientConfig | undefined) ?? null);
  config.catch(() => undefined);
  return config;
}
