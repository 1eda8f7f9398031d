/**
 * The build (docs/architecture.md "Build outputs"):
 * - dist/loader.js            IIFE, no framework: the only file a webmaster references (≤ 2 kB gzip).
 * - dist/boxes.css            the mount points' reserved boxes as a stylesheet, linked in the snippet's <head>
 *                             (src/core/layout/box-stylesheet.ts), so the boxes exist before the first paint.
 * - dist/cdn/                 ES modules: loader-core.js (mount management, imported by loader.js), and,
 *                             rendered with preact/compat, runtime.js, widgets/<name>.js, portal.js; shared
 *                             code in chunks/. All loaded by the loader through dynamic import().
 * - dist/esm/                 the npm entry (src/index.ts) for integrators who run React themselves;
 *                             react/react-dom and the runtime dependencies stay external. Plus .d.ts types.
 * - dist/size-probe/          core-one-rule.js: proves src/core tree-shakes (≤ 1 kB gzip).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { ManualChunksOption, Plugin, RollupOptions } from 'rollup';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { boxStylesheet } from './src/core/layout/box-stylesheet';

// Rollup never deletes old outputs: without this, chunks of earlier builds (hashed names) pile up in
// dist/cdn/chunks and get served and measured.
rmSync('dist', { recursive: true, force: true });

/** Extensionless imports inside src/ and loader/ resolve to TypeScript files. */
const TS_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Compiler options of tsconfig.build.json (target, JSX runtime, …), read once. */
const buildOptions = (() => {
  const file = ts.readConfigFile('tsconfig.build.json', ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(file.config, ts.sys, process.cwd());
  return { ...parsed.options, noEmit: false, declaration: false, sourceMap: false, inlineSourceMap: false };
})();

/**
 * TypeScript → JavaScript, one file at a time (`isolatedModules` makes that safe). Type errors are
 * `npm run typecheck`'s job, once for the repository; the rollup TS plugin built a whole program per output
 * (≈ 10 s each on two cores), which pushed the build past its one-minute budget.
 */
function tsPlugin(): Plugin {
  return {
    name: 'transpile-typescript',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.endsWith('.d.ts')) return null;
      const out = ts.transpileModule(code, { compilerOptions: buildOptions, fileName: id });
      return { code: out.outputText, map: null };
    },
  };
}

const production = (values: Record<string, string> = {}) =>
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __CP_VERSION__: JSON.stringify(pkg.version),
      ...values,
    },
  });

/**
 * CSS of the style modules (files named `…styles.ts` under src/: `export const x = \`…\``) without comments
 * and runs of white space: the text is adopted into every shadow root as written, and its comments and
 * indentation were ≈ 0.3 kB gzip of a page with one html-text (issue 8 item 9). Only the literal parts of a
 * template change; `${…}` stays.
 */
function minifyStyleTemplates(): Plugin {
  const squeeze = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}');
  // Quoted strings (font names, content) stay as written.
  const css = (text: string) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(/("[^"]*"|'[^']*')/)
      .map((part, i) => (i % 2 ? part : squeeze(part)))
      .join('');
  return {
    name: 'minify-style-templates',
    transform(code, id) {
      if (!/[\\/]src[\\/].*styles\.ts$/.test(id)) return null;
      const out = code.replace(
        /(=\s*)`((?:[^`\\]|\\.)*)`/g,
        (_m, head: string, body: string) =>
          `${head}\`${body
            .split(/(\$\{[^}]*\})/)
            .map((part, i) => (i % 2 ? part : css(part)))
            .join('')}\``,
      );
      return { code: out, map: null };
    },
  };
}

const minify = () => terser({ ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } });

/** `src/<dir>/index.ts(x)` if present. */
function entryIn(dir: string): string | undefined {
  return ['index.ts', 'index.tsx'].map((f) => join(dir, f)).find((f) => existsSync(f));
}

/** Every widget folder with an index file becomes its own entry chunk (dist/cdn/widgets/<name>.js). */
function cdnInputs(): Record<string, string> {
  const inputs: Record<string, string> = { 'loader-core': 'loader/core.ts' };
  if (existsSync('src/embed/runtime.ts')) inputs.runtime = 'src/embed/runtime.ts';
  const widgets = existsSync('src/widgets') ? readdirSync('src/widgets', { withFileTypes: true }) : [];
  for (const dir of widgets) {
    const entry = dir.isDirectory() ? entryIn(join('src/widgets', dir.name)) : undefined;
    if (entry) inputs[`widgets/${dir.name}`] = entry;
  }
  const portal = entryIn('src/portal');
  if (portal) inputs.portal = portal;
  return inputs;
}

const NOOP_SIGNALS_RUNTIME = '\0congress-portal:signals-runtime-noop';

/**
 * Preact subscribes components to signals by itself, so `useSignals()` (needed under React) does nothing in
 * the script-tag build (STACK.md "Signals under the preact/compat build": 9.5 kB instead of 12.3 kB).
 */
function noopSignalsRuntime(): Plugin {
  return {
    name: 'noop-signals-runtime',
    resolveId: (id) => (id === '@preact/signals-react/runtime' ? NOOP_SIGNALS_RUNTIME : null),
    load: (id) => (id === NOOP_SIGNALS_RUNTIME ? 'export function useSignals() {}' : null),
  };
}

/**
 * react → Preact for the script-tag bundles (STACK.md snippet; DocSearch does the same). Code that needs
 * React's DOM semantics — the portal and the widgets other than html-text — gets preact/compat. The runtime,
 * src/ui, src/state and html-text use hooks, context and class components only: core Preact serves them
 * (scripts/build/react-*-on-preact.ts), so a page with one html-text never downloads preact/compat; on a
 * page that loads it, its hooks serve every tree (issue 8 item 9, docs/architecture.md).
 */
const COMPAT_IMPORTERS = /[\\/]src[\\/](portal|widgets[\\/](?!html-text[\\/]|shared[\\/]))/;
const REACT_ON_PREACT: Record<string, [light: string, compat: string]> = {
  react: ['./scripts/build/react-on-preact.ts', 'preact/compat'],
  'react-dom': ['./scripts/build/react-dom-on-preact.ts', 'preact/compat'],
  'react-dom/client': ['./scripts/build/react-dom-on-preact.ts', 'preact/compat/client'],
};
function reactOnPreact(): Plugin {
  return {
    name: 'react-on-preact',
    async resolveId(id, importer) {
      const targets = REACT_ON_PREACT[id];
      if (!targets) return null;
      const compat = importer !== undefined && COMPAT_IMPORTERS.test(importer);
      return compat ? this.resolve(targets[1], importer, { skipSelf: true }) : join(process.cwd(), targets[0]);
    },
  };
}
const preactAlias = () =>
  alias({
    entries: [
      { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
      { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-runtime' },
      { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
    ],
  });

/**
 * Declarations for the npm entry, emitted by the TypeScript API for the files reachable from src/index.ts
 * (the rollup TS plugin would emit the whole tsconfig program, loader included, under the wrong root).
 */
function declarations(entry: string, outDir: string): Plugin {
  return {
    name: 'declarations',
    writeBundle() {
      const program = ts.createProgram([entry], {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        skipLibCheck: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        declaration: true,
        emitDeclarationOnly: true,
        noCheck: true,
        rootDir: 'src',
        outDir,
      });
      const result = program.emit();
      if (result.emitSkipped) this.error(`declarations for ${entry} were not emitted`);
    },
  };
}

/**
 * hls.js as a lazy chunk of its own (dist/cdn/vendor/hls.light.js, hls.js), loaded by the player on first play
 * where the browser cannot play HLS itself (src/player/engine.ts). The package ships minified ES modules, so the
 * build copies them instead of bundling: bundling and terser on hls.js added ≈ 60 s to every build (STACK.md),
 * copying adds nothing. The import becomes a relative path from the importing chunk to the copy.
 */
const HLS_BUILDS: Record<string, [file: string, source: string]> = {
  'hls.js/light': ['hls.light.js', 'node_modules/hls.js/dist/hls.light.min.mjs'],
  'hls.js': ['hls.js', 'node_modules/hls.js/dist/hls.min.mjs'],
};
const VENDOR = 'cp-vendor/';
function prebuiltHls(): Plugin {
  return {
    name: 'prebuilt-hls',
    resolveId(id) {
      const build = HLS_BUILDS[id];
      return build ? { id: `${VENDOR}${build[0]}`, external: true } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes(VENDOR)) return null;
      const from = posix.dirname(chunk.fileName);
      return code.replace(/(["'])cp-vendor\/([\w.]+)\1/g, (_m, quote: string, file: string) => {
        const path = posix.relative(from, `vendor/${file}`);
        return `${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
      });
    },
    generateBundle() {
      for (const [file, source] of Object.values(HLS_BUILDS)) {
        // Without its source map comment: the map is not shipped, and devtools would ask for it.
        const code = readFileSync(source, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        this.emitFile({ type: 'asset', fileName: `vendor/${file}`, source: code });
      }
    },
  };
}

/** dist/boxes.css beside loader.js, written from the size rules loader.js reserves with (one source, no drift). */
function boxesStylesheet(): Plugin {
  return {
    name: 'boxes-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'boxes.css', source: boxStylesheet() });
    },
  };
}

const loader: RollupOptions = {
  input: 'loader/index.ts',
  output: { file: 'dist/loader.js', format: 'iife', sourcemap: false },
  plugins: [nodeResolve({ extensions: TS_EXTENSIONS }), production(), tsPlugin(), minify(), boxesStylesheet()],
};

/**
 * Every module the loader core or the runtime imports statically is placed in that entry chunk itself
 * (preact/compat included), instead of in shared chunks of their own: both entries load on every page anyway,
 * and each shared chunk cost a request (issue 8 item 9: 13 script requests for one html-text). The loader core
 * comes first (the runtime imports the few helpers it shares from loader-core.js, which loader.js requests in
 * parallel with runtime.js anyway). Code that two or more widgets share goes into a `shared` chunk, which the
 * browser requests while runtime.js is still arriving (the loader core imports the widget chunk alongside it,
 * loader/preload.ts), and
 * the runtime every page loads stays small (issue 8 item 9). `npm run size` watches both.
 * Exceptions (WIDGET_FAMILY_CHUNKS): families of modules that only some widgets use and that would weigh on every
 * page in the runtime — the carousel (card-slider, image-slider), cards and images (src/ui/media), the HTML sanitizer (in html-text's chunk),
 * the live channel poll (live-text, live-event-progress), each with the core rules only it uses —
 * get one chunk each instead of `shared`, requested only by pages with such a widget (issue 13).
 */
const WIDGET_FAMILY_CHUNKS: Array<[string, string]> = [
  ['/src/ui/carousel/', 'ui-carousel'],
  ['/src/core/carousel/', 'ui-carousel'],
  ['/src/ui/media/', 'ui-media'],
  ['/src/core/content/card.ts', 'ui-media'],
  ['/src/ui/use-width.ts', 'ui-media'],
  ['/src/ui/warn.ts', 'ui-media'],
  // The HTML sanitizer sits in html-text's own chunk: the first widget of most pages pays no request and no gzip stream
  // of its own for it (issue 8 item 9, −0.2 kB); live-text and the live players' info text import it from there.
  ['/src/ui/html/', 'widgets/html-text'],
  ['/src/state/live-channel.ts', 'live-channel'],
  // The client's asset map sits in single-image's chunk in the same way: the package widget imports it from there (in
  // `shared` it cost every widget page and the portal's first route ≈ 150 B; issue 13 item 4, 24 Nov).
  ['/src/api/assets.ts', 'widgets/single-image'],
  // The QR code (and lean-qr, placed in entryChunks) in qa-chat's chunk, which draws one at once: the calendar subscribe
  // dialog, a lazy chunk of the timetable and the portal, imports it from there instead of costing the Q&A page a request.
  ['/src/ui/QrCode.tsx', 'widgets/qa-chat'],
  // Issue 13 items 1–2: the channel widgets. What only the slideshow widgets (webcast display, teaser) use is a family
  // of its own (ui-webcast: it imports the carousel's and the images'); the rest (tiles rule, polling hook, matrix)
  // another, so the matrices load neither the carousel nor the images, and no other widget loads any of it.
  ['/src/widgets/shared/channels/ChannelTile.tsx', 'ui-webcast'],
  ['/src/widgets/shared/channels/LiveCount.tsx', 'ui-webcast'],
  ['/src/widgets/shared/channels/slideshow-parts.ts', 'ui-webcast'],
  ['/src/widgets/shared/channels/', 'ui-channels'],
  ['/src/core/live/webcast-tiles.ts', 'ui-channels'],
  // Issue 12: the live players' code (liveplayer, overflowplayer) and the player they share with ondemand-player.
  ['/src/player/live/', 'live-player'],
  ['/src/state/live-channels.ts', 'live-channel'],
  ['/src/core/live/live-player-view.ts', 'live-player'],
  ['/src/player/', 'player'],
  ['/src/core/player/', 'player'],
  ['/src/core/content/share.ts', 'player'],
  // Rules only the live players use (stream choice and adapters, tag filter, overflow, preroll, tracker heartbeats):
  // their family, not `shared`, which every widget page loads (the timetable page paid ≈ 5 kB for them).
  ['/src/core/live/stream-adapter.ts', 'live-player'],
  ['/src/core/live/stream-address.ts', 'live-player'],
  ['/src/core/live/tag-filter.ts', 'live-player'],
  ['/src/core/live/overflow.ts', 'live-player'],
  ['/src/core/live/preroll.ts', 'live-player'],
  ['/src/core/tracking/heartbeat.ts', 'live-player'],
  ['/src/core/tracking/tracker-user.ts', 'live-player'],
  // The channel widgets' own rules, and the chat widgets' (qa-chat, support-chat).
  ['/src/core/live/start-time.ts', 'ui-channels'],
  ['/src/core/widget-mode/webcast-link.ts', 'ui-channels'],
  ['/src/core/tracking/chat.ts', 'ui-chat'],
  ['/src/core/tracking/qa-chat.ts', 'ui-chat'],
  ['/src/state/session-user.ts', 'ui-chat'],
  // The "live + portal" family: rules that only the live and channel widgets share with the portal (live counter,
  // consent services, analytics and Matomo, beacons, on air, thumbnails and preview images) sit with the channel poll, which the
  // same pages load anyway (no request more), not in `shared`, which every widget page loads (the timetable page paid
  // ≈ 3.5 kB for them; analysed per module and importing entry on 24 Nov).
  ['/src/state/live-counter.ts', 'live-channel'],
  ['/src/core/live/live-counter.ts', 'live-channel'],
  ['/src/core/live/on-air.ts', 'live-channel'],
  ['/src/core/live/thumbnails.ts', 'live-channel'],
  ['/src/core/live/preview-image.ts', 'live-channel'],
  ['/src/api/beacons.ts', 'live-channel'],
  ['/src/core/tracking/consent-services.ts', 'live-channel'],
  ['/src/core/tracking/analytics.ts', 'live-channel'],
  ['/src/core/tracking/matomo.ts', 'live-channel'],
  ['/src/core/tracking/video-tracking.ts', 'live-channel'],
  // Issue 13 item 4: the list widgets (library, smart-video-library, resources-list, resources-table) and their rules.
  // Their views' CSS and texts, which the portal's shell carries too, are a chunk of their own: in ui-library they made
  // the portal's first route load all of it. The truncation rule (cards, webcast tiles) sits in `shared`.
  ['/src/ui/library/styles.ts', 'ui-library-base'],
  ['/src/ui/library/messages.ts', 'ui-library-base'],
  ['/src/ui/library/', 'ui-library'],
  ['/src/widgets/shared/library/', 'ui-library'],
  ['/src/core/library/widget-lists.ts', 'ui-library'],
  ['/src/core/i18n-dates/list-date.ts', 'ui-library'],
  ['/src/core/content/localized-title.ts', 'ui-library'],
  ['/src/core/content/thumbnail.ts', 'ui-library'],
];

function entryChunks(inputs: Record<string, string>): ManualChunksOption {
  const owners = ['loader-core', 'runtime'].filter((name) => inputs[name]);
  const widgets = Object.keys(inputs).filter((name) => name.startsWith('widgets/'));
  const graphs = new Map<string, Set<string>>();
  // The portal with its lazy routes (static and dynamic imports), built once like `graphs`.
  const portal = new Set<string>();
  return (id, { getModuleInfo, getModuleIds }) => {
    if (graphs.size === 0) {
      const all = [...getModuleIds()];
      const graphOf = (entry: string | undefined, seen: Set<string>, dynamic: boolean) => {
        const visit = (m: string) => {
          if (seen.has(m)) return;
          seen.add(m);
          const info = getModuleInfo(m);
          info?.importedIds.forEach(visit);
          if (dynamic) info?.dynamicallyImportedIds.forEach(visit);
        };
        if (entry) visit(entry);
        return seen;
      };
      for (const owner of [...owners, ...widgets])
        graphs.set(
          owner,
          graphOf(
            all.find((m) => m.endsWith(inputs[owner])),
            new Set(),
            false,
          ),
        );
      if (inputs.portal)
        graphOf(
          all.find((m) => m.endsWith(inputs.portal)),
          portal,
          true,
        );
    }
    // A family placed in a widget's own chunk (the sanitizer in html-text's): the widget's entry module joins that
    // manual chunk, which rollup then emits as the entry chunk itself (as it does for the loader core and the runtime).
    const host = widgets.find((w) => id.endsWith(inputs[w]) && WIDGET_FAMILY_CHUNKS.some(([, name]) => name === w));
    if (host) return host;
    if (inputs['widgets/qa-chat'] && /[\\/]node_modules[\\/]lean-qr[\\/]|\/src\/ui\/QrCode\.tsx$/.test(id))
      return 'widgets/qa-chat';
    const owner = owners.find((name) => graphs.get(name)!.has(id));
    // Small modules the timetable shares with the portal (SHARED_WITH_PORTAL): in `shared`, which the loader core
    // requests with the widget chunk (loader/preload.ts), not in a `portal-timetable` chunk of their own.
    if (!owner && SHARED_WITH_PORTAL.some((path) => id.replace(/\\/g, '/').endsWith(path))) return 'shared';
    // Code one widget shares with the portal (its shell or a lazy route such as the library's) goes into one chunk
    // per such widget, packages included: a widget page then pays one extra request for all of it, not one per
    // module the portal happens to share with it (issue 11: the library route shares date and filter code).
    if (!owner && inputs.runtime && portal.has(id)) {
      const users = widgets.filter((w) => graphs.get(w)!.has(id));
      if (users.length === 1) return `portal-${users[0].slice('widgets/'.length)}`;
    }
    // The page's poll scheduler, which the runtime imports on the first poll (src/embed/lazy-scheduler.ts): in
    // `shared`, which every polling widget and the portal load anyway; html-text's page never requests it.
    if (id.endsWith('/src/state/poll-scheduler.ts')) return 'shared';
    // The host bus's message validation and answers, imported with the first congress-portal message (src/embed/host-bus.ts).
    if (/\/src\/(core\/host-messages\/parse|embed\/host-inbound)\.ts$/.test(id)) return 'host-messages';
    // The shared-filter rule that html-text shares with the timetable, filter matrix and list widgets stays in the
    // runtime, where the host bus's barrel import had put it: in `shared` it cost html-text's page a request.
    if (id.endsWith('/src/core/host-messages/selection.ts')) return 'runtime';
    // preact/compat joins `shared`: every widget but html-text loads both, so one request serves them (issue 13).
    if (owner || !inputs.runtime || (id.includes('node_modules') && !/preact[\\/]compat[\\/]/.test(id))) return owner;
    if (widgets.filter((w) => graphs.get(w)!.has(id)).length < 2) return undefined;
    return WIDGET_FAMILY_CHUNKS.find(([folder]) => id.replace(/\\/g, '/').includes(folder))?.[1] ?? 'shared';
  };
}

/**
 * Modules the timetable's first chunk shares with the portal, small enough to ride in `shared`: in a
 * `portal-timetable` chunk of their own they would cost every timetable page a round trip after its chunk had
 * arrived (test/e2e/lazy-runtime.test.ts): the text rules (detail pages) and the calendar subscribe button (its
 * dialog stays lazy). The agenda keeps its own Intl-only day and time text (core/agenda/text.ts) rather than add the
 * timetable's zoned-time rules to `shared`, which the portal's first route loads (≈ 0.8 kB).
 */
const SHARED_WITH_PORTAL = [
  '/src/core/content/text.ts',
  '/src/widgets/shared/calendar-feed/SubscribeButton.tsx',
  '/src/widgets/shared/calendar-feed/button-messages.ts',
];

const SHARED_PLACEHOLDER = '__cp_shared_chunk__';

/**
 * Writes the `shared` chunk's hashed file name into the loader core, which requests it with a widget's chunk
 * (loader/preload.ts). Its name is known only once the bundle is hashed; the loader core's own name carries no hash,
 * so nothing else changes with it.
 */
function sharedChunkName(): Plugin {
  return {
    name: 'shared-chunk-name',
    generateBundle(_, bundle) {
      const shared = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'shared');
      const core = bundle['loader-core.js'];
      if (!shared || core?.type !== 'chunk' || !core.code.includes(SHARED_PLACEHOLDER))
        this.error('shared-chunk-name: the loader core or the shared chunk is missing');
      // loader/preload.ts requests `shared` for every widget but html-text: the build fails if that stops being true.
      const without = Object.values(bundle)
        .filter(
          (c) =>
            c.type === 'chunk' &&
            c.isEntry &&
            c.fileName.startsWith('widgets/') &&
            !c.imports.includes(shared.fileName),
        )
        .map((c) => c.fileName);
      if (without.join() !== 'widgets/html-text.js')
        this.error(
          `shared-chunk-name: loader/preload.ts assumes only html-text's chunk does not import \`shared\`; these do not: ${without.join(', ')}`,
        );
      core.code = core.code.replaceAll(SHARED_PLACEHOLDER, shared.fileName);
    },
  };
}

const inputs = cdnInputs();
const cdn: RollupOptions = {
  input: inputs,
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: false,
    manualChunks: entryChunks(inputs),
  },
  // Keep the entry chunks' exports (createRuntime, default widget definitions) and let the runtime and the
  // loader core export what widgets share with them, rather than a facade chunk (one more request).
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    prebuiltHls(),
    noopSignalsRuntime(),
    reactOnPreact(),
    preactAlias(),
    minifyStyleTemplates(),
    nodeResolve({ browser: true, extensions: TS_EXTENSIONS }),
    // The built widgets, for the loader core's chunk preload (loader/preload.ts).
    commonjs(),
    production({
      __CP_WIDGETS__: JSON.stringify(
        Object.keys(inputs)
          .filter((n) => n.startsWith('widgets/'))
          .map((n) => n.slice(8)),
      ),
      __CP_SHARED__: JSON.stringify(SHARED_PLACEHOLDER),
    }),
    tsPlugin(),
    minify(),
    sharedChunkName(),
  ],
};

const externalPackages = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

const npm: RollupOptions | undefined = !existsSync('src/index.ts')
  ? undefined
  : {
      input: 'src/index.ts',
      external: isExternal,
      output: { dir: 'dist/esm', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      // No widget list: the registry keeps its import() per widget for the consumer's bundler (src/embed/widget-registry.ts).
      plugins: [
        nodeResolve({ extensions: TS_EXTENSIONS }),
        replace({ preventAssignment: true, values: { __CP_WIDGETS__: 'undefined' } }),
        tsPlugin(),
        declarations('src/index.ts', 'dist/esm'),
      ],
    };

const probe: RollupOptions | undefined = !existsSync('src/core/index.ts')
  ? undefined
  : {
      input: 'test/size/core-one-rule.ts',
      output: { file: 'dist/size-probe/core-one-rule.js', format: 'es' },
      // Judge the barrel as a consumer's bundler does with package.json's "sideEffects": false.
      treeshake: { moduleSideEffects: false },
      plugins: [nodeResolve({ extensions: TS_EXTENSIONS }), production(), tsPlugin(), minify()],
    };

export default [loader, cdn, npm, probe].filter((c): c is RollupOptions => c !== undefined);
