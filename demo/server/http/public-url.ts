/**
 * `PUBLIC_URL`: the one origin every server process answers for (the load balancer's, e.g.
 * `https://portal.example.org`). Every URL the server makes absolute — content and asset URLs, `liveCounterUrl`,
 * the error-reporting DSN, the origin added to `allowedOrigins` — is built from it, never from a process's own
 * port, so N processes give the same answer to the same request. Returns the origin without a trailing slash.
 */
export function parsePublicUrl(raw: string | undefined, name = 'PUBLIC_URL'): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const refuse = (why: string) =>
    new Error(
      `${name}: ${why}; expected the origin people reach the server at, such as https://portal.example.org, got "${raw.slice(0, 200)}"`,
    );
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('only http and https are served');
  if (url.username || url.password) throw refuse('no user or password belongs in it');
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash)
    throw refuse('an origin only: the API is always served under /api of it');
  return url.origin;
}
