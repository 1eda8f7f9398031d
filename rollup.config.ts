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
import { chunkPlacer } from './scripts/build/chunk-families';
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
 * indentation would be ≈ 0.3 kB gzip of a page with one html-text. Only the literal parts of a
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
 * page that loads it, its hooks serve every tree (docs/architecture.md).
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
 * The chunks follow the folders (scripts/build/chunk-families.ts, docs/build.md "Chunks"): the loader core and the
 * runtime hold what they import, a folder declares its family chunk, a rule joins the family chunk its users load
 * anyway, code two widgets share goes to `shared`. Rollup names modules by absolute path; the rules read them relative
 * to the repository, as test/unit/architecture/chunk-families.test.ts does.
 */
function entryChunks(inputs: Record<string, string>): ManualChunksOption {
  const root = `${process.cwd().replace(/\\/g, '/')}/`;
  const relative = (id: string) => {
    const path = id.replace(/\\/g, '/');
    return path.startsWith(root) ? path.slice(root.length) : path;
  };
  let place: ((id: string) => string | undefined) | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!place) {
      const absolute = new Map([...getModuleIds()].map((m) => [relative(m), m]));
      const info = (m: string) => getModuleInfo(absolute.get(m) ?? m);
      place = chunkPlacer(inputs, {
        ids: [...absolute.keys()],
        importsOf: (m) => info(m)?.importedIds.map(relative) ?? [],
        dynamicImportsOf: (m) => info(m)?.dynamicallyImportedIds.map(relative) ?? [],
      });
    }
    return place(relative(id));
  };
}

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
