import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import { cacheLiveAnswer, varyOnEncoding } from './cache';
import { isNotModified, setLastModified, weakEtag } from './conditional';

type Encoding = 'br' | 'gzip';
interface Answer {
  body: string;
  etag: string;
  boundary: number;
  lastModified: number;
  builtAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

/** Same threshold and brotli quality as the compression plugin in app.ts. */
const COMPRESS_FROM = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Serialized live answers (a channel, a channel list), kept per request URL and live-state boundary.
 *
 * At a live peak every viewer polls the same channel every 15 s (issue 12 item 10). Building the answer,
 * serializing it, hashing it for the ETag and compressing it again for every poll cost about 2 ms of CPU
 * per 200 and 0.4 ms per 304; kept, a 304 costs a map lookup and a 200 a write of ready bytes. A live answer
 * depends on the clock only through the latest live-state boundary (an event start or end at or before now),
 * so (URL, boundary) names its body; the URL holds every query parameter,
 * `fakenow` included. Entries also expire after `ttlMs` of real time, so a change made outside the schedule
 * (a channel paused by hand, a re-imported schedule) shows within a second. Answers nothing edits at run time keep
 * theirs without that limit (`ttlMs: Infinity`): event lists, whose only change is their statuses at a boundary, and
 * a client's configuration, whose admin edit moves the value passed as `boundary` (issue 8 item 11).
 */
export class LiveAnswers {
  private readonly entries = new Map<string, Answer>();
  private readonly max: number;
  private readonly ttlMs: number;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.max = options.max ?? 256;
    this.ttlMs = options.ttlMs ?? 1000;
  }

  /**
   * The answer for `key` at schedule boundary `boundary`, built (and serialized once) when missing, of another
   * boundary or expired. `lastModified` is only sent: it is the boundary raised to the server's load time, one
   * value for every moment of a congress that lies before the server started, so it cannot tell them apart (a
   * clock moved back within the keep time was served the previous moment's live state).
   */
  get(key: string, boundary: number, lastModified: number, build: () => unknown): Answer {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.boundary === boundary && now - hit.builtAt < this.ttlMs) return hit;
    const body = JSON.stringify(build());
    const answer: Answer = { body, etag: weakEtag(body), boundary, lastModified, builtAt: now };
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return answer;
  }
}

/**
 * Sends a kept answer: 304 when the request's validators match, else the body, compressed once per encoding. A live
 * answer (`live`) also carries the short Cache-Control max-age of http/cache.ts.
 */
export function sendLiveAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  live = true,
): FastifyReply {
  setLastModified(reply, answer.lastModified);
  if (live) cacheLiveAnswer(reply);
  else varyOnEncoding(reply);
  reply.header('etag', answer.etag).type('application/json; charset=utf-8');
  if (isNotModified(request, answer.etag, reply.getHeader('last-modified'))) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || answer.body.length < COMPRESS_FROM) return reply.send(answer.body);
  const bytes = (answer[encoding] ??=
    encoding === 'br' ? zlib.brotliCompressSync(answer.body, BROTLI) : zlib.gzipSync(answer.body));
  return reply.header('content-encoding', encoding).send(bytes);
}

/** br when accepted, else gzip, else none; `q=0` refuses an encoding, `*` accepts any (RFC 9110 §12.5.3). */
export function preferredEncoding(header: unknown): Encoding | undefined {
  if (typeof header !== 'string') return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}
