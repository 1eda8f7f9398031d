import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { galleryPage, galleryPageName, galleryTable, withGalleryList } from './gallery-pages';

const INCLUDE = /<!--#include virtual="(\/_includes\/[\w-]+\.html)" -->/g;

/**
 * The demo host site's pages share their header and footer through server-side includes
 * (`<!--#include virtual="/_includes/header.html" -->`, the SSI form society sites' web servers use).
 * The link to the page itself gets `aria-current="page"`. Unknown includes are left as comments. The widget
 * gallery's pages come from its table (gallery-pages.ts), not from files.
 */
export function renderSitePage(siteDir: string, page: string): string {
  const table = galleryTable(siteDir);
  const entry = table.widgets.find((e) => galleryPageName(e.widget) === page);
  const html = withGalleryList(entry ? galleryPage(table.project, entry) : readFileSync(join(siteDir, page), 'utf8'), table);
  return html.replace(INCLUDE, (comment, virtual: string) => {
    const file = normalize(join(siteDir, virtual));
    if (!file.startsWith(join(siteDir, '_includes')) || !existsSync(file)) return comment;
    return readFileSync(file, 'utf8').replace(`<a href="/${page}">`, `<a href="/${page}" aria-current="page">`).trimEnd();
  });
}

/** The site's pages: its HTML files and the gallery's pages. */
export function sitePages(siteDir: string): string[] {
  const files = existsSync(siteDir) ? readdirSync(siteDir).filter((f) => f.endsWith('.html')) : [];
  return [...files, ...galleryTable(siteDir).widgets.map((e) => galleryPageName(e.widget)).filter((p) => !files.includes(p))];
}
