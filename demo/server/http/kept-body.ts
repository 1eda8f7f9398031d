import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyOnEncoding } from './cache';
import { isNotModified } from './conditional';
import { preferredEncoding } from './live-answers';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bodies above this are compressed at brotli quality 5: quality 11 takes ≈ 1 s for hls.js (597 kB) here. */
const BEST_QUALITY_MAX_BYTES = 100_000;

/** An answer body kept in memory: its bytes, compressed once, and a strong ETag. */
export interface KeptBody {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Compresses a body once (brotli at its best quality up to 100 kB, quality 5 above; gzip 9), as a CDN keeps a
 * fixed file: the compression plugin compressed every answer again (issue 8 item 11: the server shares the
 * benches' and browser tests' 2 cores with the browser).
 */
export async function keepBody(raw: Buffer): Promise<KeptBody> {
  const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 27)}"`;
  const quality = raw.length <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 5;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipped(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz, etag };
}

/**
 * Sends a kept body with its ETag (and Last-Modified when given): 304 when the request's validators match, else
 * the encoding Accept-Encoding prefers. The caller sets the type and Cache-Control.
 */
export function sendKeptBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: KeptBody,
  lastModified?: string,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  varyOnEncoding(reply).header('etag', body.etag);
  if (lastModified) reply.header('last-modified', lastModified);
  if (isNotModified(request, body.etag, lastModified)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.raw);
}
