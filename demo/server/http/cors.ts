import type { FastifyRequest } from 'fastify';
import type { Store } from '../store';

/** `http://localhost:*` style patterns: a `*` port matches any port. */
export function originAllowed(origin: string, patterns: string[]): boolean {
  return patterns.some((p) => {
    if (p === origin || p === '*') return true;
    if (!p.endsWith(':*')) return false;
    const base = p.slice(0, -2);
    return origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1));
  });
}

const PUBLIC_PREFIXES = ['/cdn/', '/esm/', '/loader.js', '/streams/', '/api/assets/file/'];

/**
 * CORS (docs/api.md "CORS"): static SDK files, streams and asset files for any origin without
 * credentials; the API for the origins in any client's `allowedOrigins` (plus the server's own),
 * with credentials, because the user service sends cookies.
 */
export function corsDelegator(store: Store, ownOrigin: () => string) {
  return (request: FastifyRequest, callback: (error: Error | null, options: object) => void) => {
    const url = request.url;
    if (PUBLIC_PREFIXES.some((p) => url.startsWith(p))) return callback(null, { origin: '*', credentials: false });
    const origin = request.headers.origin;
    // No Origin header: not a cross-origin browser request, nothing to add.
    if (!origin) return callback(null, { origin: false });
    const patterns = [ownOrigin(), ...[...store.clients.values()].flatMap((c) => c.data.config.allowedOrigins ?? [])];
    const allowed = typeof origin === 'string' && originAllowed(origin, patterns);
    callback(null, {
      origin: allowed ? origin : false,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Device-Id', 'If-Modified-Since', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Last-Modified'],
      maxAge: 600,
    });
  };
}
