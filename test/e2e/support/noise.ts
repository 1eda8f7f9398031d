/**
 * Everything a page could complain about (issue 8 item 6, "a quiet console"): console lines of any type, failed
 * requests, HTTP error answers and page errors, as readable lines. Attach before the navigation.
 */
import type { Page } from 'playwright-core';

export function watchNoise(page: Page): string[] {
  const noise: string[] = [];
  // Chromium's line for an HTTP error answer names no address; its location does.
  page.on('console', (m) =>
    noise.push(
      `console ${m.type()}: ${m.text()}${m.text().startsWith('Failed to load resource') ? ` ${m.location().url}` : ''}`,
    ),
  );
  page.on('pageerror', (e) => noise.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A <video> that has read its metadata cancels the rest of its range request: the browser's buffering, not a
    // failure (DevTools shows it as "canceled", the console stays empty).
    if (r.resourceType() === 'media' && r.failure()?.errorText === 'net::ERR_ABORTED') return;
    noise.push(`failed request: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) noise.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return noise;
}
