import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { keptSitePages } from '../../demo/server/http/site-includes';
import { testServer, type TestServer } from './helpers';
import { REPO_ROOT } from '../../demo/server/app';
import { galleryPage, galleryTable } from '../../demo/server/http/gallery-pages';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('demo host site: pages share header and footer through server-side includes', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/mount.html', 'mount.html'],
    ['/csp.html', 'csp.html'],
  ])('%s includes both and marks its own nav link', async (path, page) => {
    const answer = await fetch(server.url + path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    const html = await answer.text();
    expect(html).not.toContain('#include');
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(`<a href="/${page}" aria-current="page">`);
  });
  it('the strict-CSP page gets its policy as a response header (frame-ancestors is ignored in <meta>), images allowed under both server names', async () => {
    const answer = await fetch(`${server.url}/csp.html`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self' 'nonce-cp-demo-2026'");
    const port = new URL(server.url).port;
    expect(policy).toContain(`img-src 'self' http://127.0.0.1:${port} http://localhost:${port} data:`);
    expect(await answer.text()).not.toContain('http-equiv="Content-Security-Policy"');
    expect((await fetch(`${server.url}/index.html`)).headers.get('content-security-policy')).toBeNull();
  });
  it("the README's snippet page runs under the same strict policy (the snippet needs nothing inline) and links boxes.css", async () => {
    const answer = await fetch(`${server.url}/snippet.html`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'self' 'nonce-cp-demo-2026'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await answer.text();
    expect(html).toContain('<link rel="stylesheet" href="/boxes.css">');
    expect(html).not.toMatch(/<style|style="|<script>/);
  });
  it('answers /favicon.ico (browsers ask every page for it)', async () => {
    const answer = await fetch(`${server.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0, 0, 1, 0]));
  });
  it('other static files are served as they are', async () => {
    expect((await fetch(`${server.url}/css/site.css`)).status).toBe(200);
  });
});

describe('widget gallery (issue 13 item 10): one table, one page per widget', () => {
  it('every entry of demo/site/gallery/widgets.json is a page with the widget and its settings beside it; the index lists them all', async () => {
    const table = galleryTable(join(REPO_ROOT, 'demo', 'site'));
    expect(table.widgets.length).toBeGreaterThan(0);
    const index = await (await fetch(`${server.url}/gallery.html`)).text();
    expect(index).not.toContain('#gallery-list');
    expect([...index.matchAll(/<li><a href="\/(gallery-[\w-]+\.html)">/g)].map((m) => m[1])).toEqual(
      table.widgets.map((e) => `gallery-${e.widget}.html`),
    );
    for (const entry of table.widgets) {
      const answer = await fetch(`${server.url}/gallery-${entry.widget}.html`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).not.toContain('#include');
      const mounts = [...html.matchAll(/<div id="([\w-]+)" class="gallery-widget" data-congress-widget="([\w-]+)"/g)];
      expect(mounts.map((m) => m[2])).toEqual(Array(1 + (entry.more?.length ?? 0)).fill(entry.widget));
      for (const [, id] of mounts) expect(html).toContain(`data-settings-for="${id}"`);
      const ids = [...html.matchAll(/ id="([\w-]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
  it('texts from the table are written as text, not markup', () => {
    const html = galleryPage('p', { widget: 'x', title: '<img src=x onerror=alert(1)>', summary: 's', lead: 'a & b' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a &amp; b');
  });
});

describe('issue 8 item 11: site pages are rendered and compressed once, and again when a source changes', () => {
  it('the same page twice is one body; a changed page or include is rendered again; compressed copies decode to the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cp-site-'));
    try {
      mkdirSync(join(dir, '_includes'));
      writeFileSync(join(dir, '_includes', 'header.html'), '<header><a href="/a.html">A</a></header>');
      writeFileSync(join(dir, 'a.html'), '<!--#include virtual="/_includes/header.html" --><main>first</main>');
      const body = keptSitePages(dir);
      const first = await body('a.html');
      expect(await body('a.html')).toBe(first);
      expect(first.raw.toString()).toBe(
        '<header><a href="/a.html" aria-current="page">A</a></header><main>first</main>',
      );
      expect(brotliDecompressSync(first.br!).toString()).toBe(first.raw.toString());
      expect(first.etag).toMatch(/^"[\w-]+"$/);
      writeFileSync(join(dir, 'a.html'), '<!--#include virtual="/_includes/header.html" --><main>second</main>');
      const later = new Date(Date.now() + 5000);
      utimesSync(join(dir, 'a.html'), later, later);
      const second = await body('a.html');
      expect(second.raw.toString()).toContain('second');
      expect(second.etag).not.toBe(first.etag);
      writeFileSync(join(dir, '_includes', 'header.html'), '<header>new header</header>');
      utimesSync(join(dir, '_includes', 'header.html'), later, later);
      expect((await body('a.html')).raw.toString()).toContain('new header');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a site page answers If-None-Match with 304 and is sent compressed when the browser accepts it', async () => {
    const first = await fetch(`${server.url}/timetable.html`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toContain('data-congress-widget="timetable"');
    const again = await fetch(`${server.url}/timetable.html`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
