/**
 * Reads `REDIS_URL` (`redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS). A malformed value stops
 * the start with a message that names the variable and shows the value with its password masked: a start-up error
 * ends up in logs that more people read than the secret is meant for.
 */
export interface RedisTarget {
  /** The URL as node-redis takes it. */
  url: string;
  /** The URL with any password replaced by `***` (for logs and errors). */
  safe: string;
}

export function maskPassword(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^/]*@/i, '$1***@');
}

export function parseRedisUrl(raw: string | undefined, name = 'REDIS_URL'): RedisTarget | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const safe = maskPassword(raw.trim());
  const refuse = (why: string) =>
    new Error(`${name}: ${why}; expected redis://[user:password@]host[:port][/db] (or rediss://), got "${safe}"`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse('not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw refuse(`unsupported scheme "${url.protocol}"`);
  if (!url.hostname) throw refuse('no host');
  if (url.pathname && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname))
    throw refuse('the path must be a database number such as /0');
  if (url.search || url.hash) throw refuse('no query or fragment is read');
  return { url: url.href, safe };
}
