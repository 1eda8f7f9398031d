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
  it('other static files are served as they are', async () => {
    expect((await fetch(`${server.url}/css/site.css`)).status).toBe(200);
  });
});
