import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keepBody, sendKeptBody, type KeptBody } from './kept-body';

interface Kept extends KeptBody {
  mtimeMs: number;
  size: number;
  lastModified: string;
}

/** The types served from memory, all compressed (an icon is a bitmap: the compression plugin compressed it on every request). */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** A URL path prefix ending in `/` (a folder) or a whole path (one file), the folder or file it names, its max-age. */
export interface MemoryMount {
  prefix: string;
  path: string;
  maxAgeS: number;
}

/**
 * Fixed files — the SDK's built scripts (`/loader.js`, `/cdn/**.js`) and the demo site's scripts, styles and icon —
 * answered from memory, compressed once per build (brotli and gzip, chosen by Accept-Encoding), as a
 * CDN serves them. The compression plugin compressed each answer again and the static plugin checked the path's
 * spelling on disk: 3–13 ms of the server's CPU per file, ≈ 45 ms per timetable page, on the 2 cores the browser
 * shares with it in the benches and browser tests (issue 8 item 11: the timetable's sessions in the DOM 21 ms
 * earlier, paired). A changed file (a new build) is read and compressed again on its next request; answers
 * carry a strong ETag and Last-Modified and answer If-None-Match with 304. The first mount whose prefix matches
 * decides; anything it does not hold (a missing file, another type, a path leaving the folder, a HEAD) goes on to
 * the static files as before.
 */
export function registerMemoryFiles(app: FastifyInstance, mounts: readonly MemoryMount[]): void {
  const kept = new Map<string, Promise<Kept>>();

  const fileOf = (path: string): { file: string; mount: MemoryMount } | null => {
    const mount = mounts.find((m) => (m.prefix.endsWith('/') ? path.startsWith(m.prefix) : path === m.prefix));
    if (!mount || !TYPES[extname(path)]) return null;
    if (!mount.prefix.endsWith('/')) return { file: mount.path, mount };
    let name: string;
    try {
      name = decodeURIComponent(path.slice(mount.prefix.length));
    } catch {
      return null;
    }
    const folder = resolve(mount.path);
    const file = resolve(folder, name);
    return file.startsWith(folder + sep) ? { file, mount } : null;
  };

  const load = async (file: string, mtimeMs: number, size: number): Promise<Kept> => {
    const body = await keepBody(await readFile(file));
    return { ...body, mtimeMs, size, lastModified: new Date(mtimeMs).toUTCString() };
  };

  const get = async (file: string): Promise<Kept | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const current = kept.get(file);
    const entry = current && (await current.catch(() => null));
    if (entry && entry.mtimeMs === info.mtimeMs && entry.size === info.size) return entry;
    const fresh = load(file, info.mtimeMs, info.size);
    kept.set(file, fresh);
    return fresh.catch(() => {
      kept.delete(file);
      return null;
    });
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const found = fileOf(request.url.split('?')[0]);
    const entry = found ? await get(found.file) : null;
    if (!found || !entry) return;
    reply
      .header('content-type', TYPES[extname(found.file)])
      .header('cache-control', `public, max-age=${found.mount.maxAgeS}`);
    return sendKeptBody(request, reply, entry, entry.lastModified);
  });
}
