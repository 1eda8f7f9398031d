/**
 * Response-header policies of demo site pages (demo/site). The strict-CSP page's policy travels as a header,
 * not a `<meta>` element: browsers ignore `frame-ancestors` in a meta element and say so in the console
 * (issue 8 item 6). `img-src` names this server under both its names, because the API hands out absolute
 * asset URLs under one of them while the page may be opened under the other (127.0.0.1 or localhost).
 */
const NONCE = 'cp-demo-2026';

export function strictCsp(port: number): string {
  const self = `'self' http://127.0.0.1:${port} http://localhost:${port}`;
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${NONCE}'`,
    `style-src 'self' 'nonce-${NONCE}'`,
    `img-src ${self} data:`,
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The pages served under the strict policy: the CSP demo, and the README's snippet (it needs nothing inline). */
const STRICT_PAGES = new Set(['csp.html', 'snippet.html']);

/** Extra response headers of a site page, by file name. */
export function sitePageHeaders(page: string, port: number): Record<string, string> {
  return STRICT_PAGES.has(page) ? { 'content-security-policy': strictCsp(port) } : {};
}
