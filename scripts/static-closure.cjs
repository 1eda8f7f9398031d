// What the browser fetches for a set of CDN entries: the entry files plus every chunk they import statically,
// transitively (dynamic imports load later, on demand). Used by .size-limit.cjs (bytes) and
// scripts/check-requests.cjs (requests). Shared chunk names are hashed, so the lists come from the built files.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, normalize } = require('node:path');

const CDN = 'dist/cdn';

/** Relative static imports of an ES module (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers.map((m) => normalize(join(dirname(file), m[1])));
}

/** The entries (paths below dist/cdn) plus everything they import statically. */
function closure(...entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  entries.map((e) => normalize(join(CDN, e))).forEach(visit);
  return [...seen].sort();
}

/** Everything a host page downloads for one widget: loader.js, the loader core, the runtime, the widget chunk. */
const widgetPage = (widget) => ['dist/loader.js', ...closure('loader-core.js', 'runtime.js', `widgets/${widget}.js`)];

module.exports = { CDN, closure, widgetPage };
