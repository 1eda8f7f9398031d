import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

const INCLUDE = /<!--#include virtual="(\/_includes\/[\w-]+\.html)" -->/g;

/**
 * The demo host site's pages share their header and footer through server-side includes
 * (`<!--#include virtual="/_includes/header.html" -->`, the SSI form society sites' web servers use).
 * The link to the page itself gets `aria-current="page"`. Unknown includes are left as comments.
 */
export function renderSitePage(siteDir: string, page: string): string {
  const html = readFileSync(join(siteDir, page), 'utf8');
  return html.replace(INCLUDE, (comment, virtual: string) => {
    const file = normalize(join(siteDir, virtual));
    if (!file.startsWith(join(siteDir, '_includes')) || !existsSync(file)) return comment;
    return readFileSync(file, 'utf8').replace(`<a href="/${page}">`, `<a href="/${page}" aria-current="page">`).trimEnd();
  });
}
