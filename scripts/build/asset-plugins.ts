import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { Plugin } from 'rollup';
import ts from 'typescript';
import { boxStylesheet } from '../../src/core/layout/box-stylesheet';

/**
 * Declarations for the npm entry, emitted by the TypeScript API for the files reachable from src/index.ts
 * (the rollup TS plugin would emit the whole tsconfig program, loader included, under the wrong root).
 */
export function declarations(entry: string, outDir: string): Plugin {
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
export function prebuiltHls(): Plugin {
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
export function boxesStylesheet(): Plugin {
  return {
    name: 'boxes-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'boxes.css', source: boxStylesheet() });
    },
  };
}
