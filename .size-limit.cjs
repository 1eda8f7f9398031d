// Size budgets (gzip), `npm run size`. Shared chunk names are hashed, so the lists are computed from the
// built files: a budget measures exactly what the browser fetches for that widget (the entry files plus
// every chunk they import statically, transitively).
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, normalize } = require('node:path');

const CDN = 'dist/cdn';

/** Relative static imports of an ES module (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers.map((m) => normalize(join(dirname(file), m[1])));
}

/** The entries plus everything they import statically (dynamic imports load later, on demand). */
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

const budgets = [
  { name: 'loader.js', path: ['dist/loader.js'], limit: '2 kB' },
  // loader.js imports the loader core next to the runtime (docs/architecture.md "Why two loader files").
  // Not an issue budget (that is loader.js ≤ 2 kB): a guard against the core growing unnoticed.
  // Guards until the item-9 chunking work: issue 8 (items 6, 7, 12) added the runtime's failure diagnosis and
  // mount() after the first render; issue 9 the size model and the box reservation (≈ 2 kB, also in the runtime).
  { name: 'loader.js + loader core', path: ['dist/loader.js', ...closure('loader-core.js')], limit: '7.5 kB' },
  { name: 'html-text widget: runtime + widget chunk + shared chunks', path: closure('runtime.js', 'widgets/html-text.js'), limit: '36.5 kB' },
  { name: 'core tree-shaking probe: one rule from src/core', path: ['dist/size-probe/core-one-rule.js'], limit: '1 kB' },
];
if (existsSync(join(CDN, 'widgets/timetable.js'))) {
  budgets.push(
    { name: 'timetable chunk alone', path: [join(CDN, 'widgets/timetable.js')], limit: '25 kB' },
    { name: 'timetable + runtime (+ shared chunks)', path: closure('runtime.js', 'widgets/timetable.js'), limit: '40.5 kB' },
  );
}

module.exports = budgets.map((b) => ({ ...b, gzip: true }));
