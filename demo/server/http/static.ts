import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { registerMemoryFiles } from './memory-files';
import { sendKeptBody } from './kept-body';
import { keptSitePages, sitePages } from './site-includes';
import { sitePageHeaders } from './site-csp';

/**
 * Static part of the single port (fixed layout): /loader.js and /boxes.css beside it, /cdn/** (module scripts, CORS *),
 * /esm/**, /streams/** (test HLS streams), and the demo site at / (/ → demo/site/index.html).
 * Folders that do not exist yet (no build, no site) are still mounted: files appear once built.
 */
export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  const dist = join(root, 'dist');
  const site = join(root, 'demo', 'site');
  const mounts: [string, string][] = [
    [join(dist, 'cdn'), '/cdn/'],
    [join(dist, 'esm'), '/esm/'],
    [join(root, 'demo', 'data', 'streams'), '/streams/'],
    [site, '/'],
  ];
  registerMemoryFiles(app, [
    { prefix: '/loader.js', path: join(dist, 'loader.js'), maxAgeS: 60 },
    { prefix: '/boxes.css', path: join(dist, 'boxes.css'), maxAgeS: 60 },
    { prefix: '/cdn/', path: join(dist, 'cdn'), maxAgeS: 60 },
    { prefix: '/js/', path: join(site, 'js'), maxAgeS: 0 },
    { prefix: '/css/', path: join(site, 'css'), maxAgeS: 0 },
    { prefix: '/favicon.ico', path: join(site, 'favicon.ico'), maxAgeS: 0 },
  ]);
  let decorated = false;
  for (const [dir, prefix] of mounts) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: !decorated,
      index: ['index.html'],
      wildcard: true,
      cacheControl: true,
      maxAge: prefix === '/' ? 0 : 60_000,
      setHeaders: (res, path) => {
        if (path.endsWith('.m3u8')) res.header('content-type', 'application/vnd.apple.mpegurl');
        else if (path.endsWith('.m4s')) res.header('content-type', 'video/iso.segment');
        else if (path.endsWith('.vtt')) res.header('content-type', 'text/vtt; charset=utf-8');
      },
    });
    decorated = true;
  }
  // Pages with server-side includes: exact routes win over the static wildcard.
  const pages = sitePages(site);
  const pageBody = keptSitePages(site);
  const sendPage = async (page: string, request: FastifyRequest, reply: FastifyReply) => {
    const body = await pageBody(page);
    return sendKeptBody(
      request,
      reply
        .header('cache-control', 'no-cache')
        .headers(sitePageHeaders(page, request.socket.localPort ?? 0))
        .type('text/html; charset=utf-8'),
      body,
    );
  };
  for (const page of pages) {
    const send = (request: FastifyRequest, reply: FastifyReply) => sendPage(page, request, reply);
    app.get(`/${page}`, send);
    if (page === 'index.html') app.get('/', send);
  }
  // The portal pages answer every path below their base path (deep links and reloads of portal routes).
  for (const [base, page] of [
    ['/congress', 'congress.html'],
    ['/portal', 'portal.html'],
    ['/members', 'members.html'],
  ] as const) {
    if (!pages.includes(page)) continue;
    const send = (request: FastifyRequest, reply: FastifyReply) => sendPage(page, request, reply);
    app.get(base, send);
    app.get(`${base}/*`, send);
  }
  app.get('/loader.js', (_request, reply) => {
    if (!existsSync(join(dist, 'loader.js')))
      return reply.code(404).type('application/javascript').send('/* loader.js not built: run npm run build */');
    return reply.header('cache-control', 'public, max-age=60').sendFile('loader.js', dist);
  });
}
