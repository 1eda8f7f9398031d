import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The widget gallery of the demo site (issue 13 item 10): one page per page-builder widget, the widget beside the
 * settings it renders from, rendered from one table (demo/site/gallery/widgets.json) so that a new widget is one
 * entry, not one more copy of a page. `/gallery.html` lists the entries where it says `<!--#gallery-list -->`.
 */
export interface GalleryExample {
  name: string;
  heading: string;
  settingsHeading: string;
}
export interface GalleryEntry {
  widget: string;
  title: string;
  /** One line for the gallery's list. */
  summary: string;
  /** The page's introduction. */
  lead: string;
  /** Trusted demo markup under the introduction (e.g. a `fakenow` link). */
  noteHtml?: string;
  /** Examples under other settings names, below the default one. */
  more?: GalleryExample[];
}
interface GalleryTable {
  project: string;
  widgets: GalleryEntry[];
}

const SOCIETY = 'German Society of Cardiovascular Medicine';
const LIST = '<!--#gallery-list -->';

const text = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

export function galleryTable(siteDir: string): GalleryTable {
  const file = join(siteDir, 'gallery', 'widgets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GalleryTable) : { project: '', widgets: [] };
}

/** The file name a gallery entry is served under. */
export const galleryPageName = (widget: string) => `gallery-${widget}.html`;

function example(
  project: string,
  widget: string,
  name: string,
  idPart: string,
  heading: string,
  settingsHeading: string,
): string {
  const id = `gallery-${widget}${idPart ? `-${idPart}` : ''}`;
  const headingId = `demo${idPart ? `-${idPart}` : ''}-heading`;
  return `  <div class="gallery-item">
    <section class="card" aria-labelledby="${headingId}">
      <h2 id="${headingId}">${text(heading)}</h2>
      <div id="${id}" class="gallery-widget" data-congress-widget="${widget}" data-project="${project}" data-name="${name}"></div>
    </section>
    <section class="card" aria-labelledby="${headingId}-settings">
      <h2 id="${headingId}-settings">${text(settingsHeading)}</h2>
      <pre class="gallery-settings" tabindex="0" aria-labelledby="${headingId}-settings" data-settings-for="${id}">GET /api/demo/widgets/${project}/${widget}/${name}</pre>
    </section>
  </div>
`;
}

/** A gallery page with the site's header and footer includes (expanded by the caller like any site page). */
export function galleryPage(project: string, entry: GalleryEntry): string {
  const { widget } = entry;
  const examples = [
    example(project, widget, 'default', '', 'The widget', 'Its settings'),
    ...(entry.more ?? []).map((m) => example(project, widget, m.name, m.name, m.heading, m.settingsHeading)),
  ];
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${text(entry.title)} — Widget gallery — ${SOCIETY}</title>
  <link rel="stylesheet" href="/css/site.css">
  <script async src="/loader.js" data-client="demo"></script>
</head>
<body>
<!--#include virtual="/_includes/header.html" -->
<main id="main" class="gallery">
  <p class="gallery-back"><a href="/gallery.html">Widget gallery</a></p>
  <h1>${text(entry.title)}</h1>
  <p>${text(entry.lead)}</p>
${entry.noteHtml ? `  <p class="note">${entry.noteHtml}</p>\n` : ''}${examples.join('')}  <section class="card" aria-labelledby="embed-heading">
    <h2 id="embed-heading">Embed it</h2>
    <pre class="gallery-code" tabindex="0" aria-labelledby="embed-heading"><code>${text(`<link rel="stylesheet" href="https://cdn.example.org/boxes.css">  <!-- in <head> -->
<div data-congress-widget="${widget}" data-project="${project}" data-name="default"></div>
<script async src="https://cdn.example.org/loader.js" data-client="demo"></script>`)}</code></pre>
    <p>Settings, host messages and requests: <code>docs/widgets/${widget}.md</code>.</p>
  </section>
</main>
<!--#include virtual="/_includes/footer.html" -->
<script src="/js/gallery.js"></script>
</body>
</html>
`;
}

/** The gallery's list where a page marks it. */
export function withGalleryList(html: string, table: GalleryTable): string {
  if (!html.includes(LIST)) return html;
  const items = table.widgets.map(
    (e) => `    <li><a href="/${galleryPageName(e.widget)}">${text(e.title)}</a> — ${text(e.summary)}</li>`,
  );
  return html.replace(LIST, `<ul class="gallery-list">\n${items.join('\n')}\n  </ul>`);
}
