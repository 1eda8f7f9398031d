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
  // A route that keeps its answers serialized (http/live-answers.ts) has its ETag already.
  const etag = String(reply.getHeader('etag') ?? '') || weakEtag(payload);
  reply.header('etag', etag);
  if (!isNotModified(request, etag, reply.getHeader('last-modified'))) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return '';
}

/** The weak ETag of a body: the same text always gives the same tag (compressed copies share it). */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match lists the ETag, or (without If-None-Match) If-Modified-Since is not older than Last-Modified. */
export function isNotModified(request: FastifyRequest, etag: string, lastModified: unknown): boolean {
  const inm = request.headers['if-none-match'];
  if (typeof inm === 'string')
    return inm
      .split(',')
      .map((s) => s.trim())
      .includes(etag);
  const ims = request.headers['if-modified-since'];
  if (typeof ims !== 'string' || typeof lastModified !== 'string') return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

export function setLastModified(reply: FastifyReply, ms: number): void {
  reply.header('last-modified', new Date(Math.floor(ms / 1000) * 1000).toUTCString());
}
