import type { FastifyReply } from 'fastify';

/**
 * Seconds a browser or a shared cache (CDN, reverse proxy) may reuse a live answer (channel, channel list)
 * without asking again. The SDK polls a channel every 15 s and channel lists every 60 s (spec 3 §9), so 5 s
 * is well below one poll interval: a cached answer is at most 5 s older than a fresh one, and a live-state
 * change (on air, paused) reaches a viewer within one poll plus 5 s. In front of a CDN, the polls of
 * thousands of viewers of one channel collapse into one origin request per 5 s and edge; after that the
 * cache revalidates with If-None-Match and gets a 304 while nothing changed.
 *
 * The cache key is the full URL, so `fakenow` answers (a fixed clock in the query) are kept apart from
 * real-time ones; the weak ETag is a hash of the whole body, so two answers share it only when their bodies
 * are equal; `Vary: Origin, Accept-Encoding` (CORS, compression) covers the headers that change the answer.
 */
export const LIVE_MAX_AGE_S = 5;

/**
 * Adds `Vary: accept-encoding` to an answer the server compresses itself, also when this one is too small to be
 * compressed or a 304 (a cache must learn the same Vary from every answer; lower case, as @fastify/compress
 * looks for exactly that spelling before adding its own). Keeps what is there (CORS varies on Origin).
 */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  const vary = String(reply.getHeader('vary') ?? '');
  return /accept-encoding/i.test(vary)
    ? reply
    : reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/** Sets Cache-Control on a live answer, and its Vary (varyOnEncoding). */
export function cacheLiveAnswer(reply: FastifyReply): FastifyReply {
  return varyOnEncoding(reply).header('cache-control', `public, max-age=${LIVE_MAX_AGE_S}`);
}
