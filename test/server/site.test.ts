import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => { server = await testServer(); });
afterAll(async () => { await server.stop(); });

describe('demo host site: pages share header and footer through server-side includes', () => {
  it.each([['/', 'index.html'], ['/index.html', 'index.html'], ['/mount.html', 'mount.html'], ['/csp.html', 'csp.html']])('%s includes both and marks its own nav link', async (path, page) => {
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
  it('answers /favicon.ico (browsers ask every page for it)', async () => {
    const answer = await fetch(`${server.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0, 0, 1, 0]));
  });
  it('other static files are served as they are', async () => {
    expect((await fetch(`${server.url}/css/site.css`)).status).toBe(200);
  });
});
