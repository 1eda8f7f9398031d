import type { FastifyRequest } from 'fastify';
import { isOriginAllowed, toOriginList } from '../../../src/core/host-messages/origin';
import type { Store } from '../store';

/**
 * The origins the API answers with credentials: the server's own and every client's `allowedOrigins`, read by
 * core's origin rule (src/core/host-messages/origin.ts, the one the host message bus uses): `scheme://host:*`
 * matches any port; `*`, host wildcards and anything that is not an http(s) origin are dropped, so no
 * configuration can make the server reflect any origin with credentials.
 */
export function allowedOrigins(store: Store, ownOrigin: string): string[] {
  return toOriginList(ownOrigin, ...[...store.clients.values()].map((c) => c.data.config.allowedOrigins ?? []));
}

const PUBLIC_PREFIXES = ['/cdn/', '/esm/', '/loader.js', '/boxes.css', '/streams/', '/api/assets/file/'];

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
    const allowed = typeof origin === 'string' && isOriginAllowed(origin, allowedOrigins(store, ownOrigin()));
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
