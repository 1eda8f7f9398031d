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
import { join } from 'node:path';
import type { ManualChunksOption, Plugin, RollupOptions } from 'rollup';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { boxesStylesheet, declarations, prebuiltHls } from './scripts/build/asset-plugins';
import { chunkPlacer } from './scripts/build/chunk-families';
import { compileHint } from './scripts/build/compile-hint';
import { minifyStyleTemplates } from './scripts/build/minify-styles';
import { noopSignalsRuntime, preactAlias, reactOnPreact } from './scripts/build/preact-plugins';

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
      __CP_CDN__: 'true',
    }),
    tsPlugin(),
    minify(),
    compileHint(['head']),
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
        replace({ preventAssignment: true, values: { __CP_WIDGETS__: 'undefined', __CP_CDN__: 'false' } }),
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
