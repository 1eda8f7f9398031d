import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GET for polled endpoints (spec 3 §7 updater: If-Modified-Since every 5 s): every JSON GET
 * answer under /api gets a weak ETag; a matching If-None-Match, or an If-Modified-Since not older than
 * the route's Last-Modified, turns it into 304 without a body. Routes opt out with cache-control no-store.
 */
export function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
  const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
  reply.header('etag', etag);
  const inm = request.headers['if-none-match'];
  const lastModified = reply.getHeader('last-modified');
  let notModified = false;
  if (typeof inm === 'string') notModified = inm.split(',').map((s) => s.trim()).includes(etag);
  else {
    const ims = request.headers['if-modified-since'];
    if (typeof ims === 'string' && typeof lastModified === 'string') {
      const since = Date.parse(ims);
      notModified = Number.isFinite(since) && Date.parse(lastModified) <= since;
    }
  }
  if (!notModified) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return '';
}

export function setLastModified(reply: FastifyReply, ms: number): void {
  reply.header('last-modified', new Date(Math.floor(ms / 1000) * 1000).toUTCString());
}
