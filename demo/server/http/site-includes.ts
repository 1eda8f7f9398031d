import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { galleryPage, galleryPageName, galleryTable, withGalleryList } from './gallery-pages';
import { keepBody, type KeptBody } from './kept-body';

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
  const html = withGalleryList(
    entry ? galleryPage(table.project, entry) : readFileSync(join(siteDir, page), 'utf8'),
    table,
  );
  return html.replace(INCLUDE, (comment, virtual: string) => {
    const file = normalize(join(siteDir, virtual));
    if (!file.startsWith(join(siteDir, '_includes')) || !existsSync(file)) return comment;
    return readFileSync(file, 'utf8')
      .replace(`<a href="/${page}">`, `<a href="/${page}" aria-current="page">`)
      .trimEnd();
  });
}

/**
 * The site's pages rendered and compressed once, and again when one of their sources changed (the page, the
 * gallery's table, an include): rendering and compressing each request cost ≈ 3 ms of CPU, at the start of every
 * page the benches and browser tests load (issue 8 item 11).
 */
export function keptSitePages(siteDir: string): (page: string) => Promise<KeptBody> {
  const kept = new Map<string, { stamp: string; body: Promise<KeptBody> }>();
  return (page) => {
    const stamp = sourcesStamp(siteDir, page);
    const hit = kept.get(page);
    if (hit?.stamp === stamp) return hit.body;
    const body = keepBody(Buffer.from(renderSitePage(siteDir, page)));
    kept.set(page, { stamp, body });
    return body;
  };
}

function sourcesStamp(siteDir: string, page: string): string {
  const includes = join(siteDir, '_includes');
  const files = [
    join(siteDir, page),
    join(siteDir, 'gallery', 'widgets.json'),
    ...(existsSync(includes) ? readdirSync(includes).map((f) => join(includes, f)) : []),
  ];
  return files
    .map((file) => {
      const info = statSync(file, { throwIfNoEntry: false });
      return info ? `${info.mtimeMs}:${info.size}` : '-';
    })
    .join('|');
}

/** The site's pages: its HTML files and the gallery's pages. */
export function sitePages(siteDir: string): string[] {
  const files = existsSync(siteDir) ? readdirSync(siteDir).filter((f) => f.endsWith('.html')) : [];
  return [
    ...files,
    ...galleryTable(siteDir)
      .widgets.map((e) => galleryPageName(e.widget))
      .filter((p) => !files.includes(p)),
  ];
}
