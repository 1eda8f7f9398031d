import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files above this are compressed at brotli quality 5: quality 11 takes ≈ 1 s for hls.js (597 kB) here. */
const BEST_QUALITY_MAX_BYTES = 100_000;

interface Kept { mtimeMs: number; size: number; raw: Buffer; br: Buffer; gzip: Buffer; etag: string; lastModified: string }

/**
 * The SDK's built scripts — `/loader.js` and every `/cdn/**.js` — answered from memory, compressed once per build
 * (brotli and gzip, chosen by Accept-Encoding), as a CDN serves them. The compression plugin compressed each
 * answer again: 4–13 ms of the server's CPU per script, ≈ 40 ms per timetable page, on the 2 cores the browser
 * shares with it in the benches and browser tests (issue 8 item 11: the timetable's sessions in the DOM 21 ms
 * earlier, paired). A changed file (a new build) is read and compressed again on its next request; answers
 * carry a strong ETag and Last-Modified and answer If-None-Match with 304. Anything else under those paths (a
 * missing file, another type, a path leaving the folder, a HEAD) goes on to the static files as before.
 */
export function registerBuiltScripts(app: FastifyInstance, dist: string): void {
  const cdn = resolve(dist, 'cdn');
  const kept = new Map<string, Promise<Kept>>();

  const fileOf = (path: string): string | null => {
    if (path === '/loader.js') return join(dist, 'loader.js');
    if (!path.startsWith('/cdn/') || !path.endsWith('.js')) return null;
    let name: string;
    try {
      name = decodeURIComponent(path.slice('/cdn/'.length));
    } catch {
      return null;
    }
    const file = resolve(cdn, name);
    return file.startsWith(cdn + sep) ? file : null;
  };

  const load = async (file: string, mtimeMs: number, size: number): Promise<Kept> => {
    const raw = await readFile(file);
    const quality = raw.length <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 5;
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipped(raw, { level: 9 }),
    ]);
    return { mtimeMs, size, raw, br, gzip: gz, etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 27)}"`,
      lastModified: new Date(mtimeMs).toUTCString() };
  };

  const get = async (file: string): Promise<Kept | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const current = kept.get(file);
    const entry = current && await current.catch(() => null);
    if (entry && entry.mtimeMs === info.mtimeMs && entry.size === info.size) return entry;
    const fresh = load(file, info.mtimeMs, info.size);
    kept.set(file, fresh);
    return fresh.catch(() => { kept.delete(file); return null; });
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const file = fileOf(request.url.split('?')[0]);
    const entry = file ? await get(file) : null;
    if (!entry) return;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'public, max-age=60')
      .header('etag', entry.etag).header('last-modified', entry.lastModified);
    const vary = reply.getHeader('vary'); // CORS may have set Origin
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (String(request.headers['if-none-match'] ?? '').split(',').map((s) => s.trim()).includes(entry.etag)) return reply.code(304).send();
    const body = encoding ? entry[encoding] : entry.raw;
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
