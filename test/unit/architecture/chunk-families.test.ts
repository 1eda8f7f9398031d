/**
 * The script-tag build's chunks follow the folders (scripts/build/chunk-families.ts, docs/build.md "Chunks"): a
 * folder declares its chunk, a rule two widgets share joins the family chunk they load anyway, and rollup.config.ts
 * holds no module paths of its own, so moving a file cannot change a bundle unnoticed. The graph here is read from the
 * sources (value imports; `import type` is erased by the build), as the bundler sees it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunkPlacer,
  declaredChunk,
  FOLDER_CHUNKS,
  LIGHT_WIDGET,
  type ModuleGraph,
  PINNED_FOLDERS,
  pinnedChunk,
  RIDE_IN_SHARED,
} from '../../../scripts/build/chunk-families';

const ROOT = resolve(__dirname, '../../..');

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Value imports (static, `export … from`, side effect) and `import()` of a module; `import type` is left out. */
function importsIn(code: string): { value: string[]; dynamic: string[] } {
  const value = new Set<string>();
  const text = code.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  for (const m of text.matchAll(/(?:^|[\s;])(import|export)\s+(type\s+)?([\w*{}\s,$]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = /\{([^}]*)\}/.exec(m[3])?.[1];
    const onlyTypes =
      names !== undefined &&
      !/^\s*[\w$]+\s*,/.test(m[3]) &&
      names.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
    if (!m[2] && !onlyTypes) value.add(m[4]);
  }
  for (const m of text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) value.add(m[1]);
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return { value: [...value], dynamic };
}

function resolveIn(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return `node_modules/${specifier}`;
  const base = posix.join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(join(ROOT, path)),
  );
}

/** The module graph of src/ and loader/ as the bundler reads it. */
function sourceGraph(): ModuleGraph {
  const files = [...walk('src'), ...walk('loader')];
  const edges = new Map<string, { value: string[]; dynamic: string[] }>();
  for (const file of files) {
    const found = importsIn(readFileSync(join(ROOT, file), 'utf8'));
    const resolved = (list: string[]) => list.map((s) => resolveIn(file, s)).filter((p): p is string => !!p);
    edges.set(file, { value: resolved(found.value), dynamic: resolved(found.dynamic) });
  }
  return {
    ids: [...edges.keys()],
    importsOf: (id) => edges.get(id)?.value ?? [],
    dynamicImportsOf: (id) => edges.get(id)?.dynamic ?? [],
  };
}

/** rollup.config.ts's entries: the loader core, the runtime, one per widget folder, the portal. */
function buildInputs(): Record<string, string> {
  const inputs: Record<string, string> = { 'loader-core': 'loader/core.ts', runtime: 'src/embed/runtime.ts' };
  for (const entry of readdirSync(join(ROOT, 'src/widgets'), { withFileTypes: true })) {
    const index = ['index.ts', 'index.tsx']
      .map((f) => `src/widgets/${entry.name}/${f}`)
      .find((f) => existsSync(join(ROOT, f)));
    if (entry.isDirectory() && index) inputs[`widgets/${entry.name}`] = index;
  }
  inputs.portal = 'src/portal/index.tsx';
  return inputs;
}

/** A small graph: modules → their static imports (and `import()` after a `>`). */
function graphOf(edges: Record<string, string[]>): ModuleGraph {
  const targets = (id: string, dynamic: boolean) =>
    (edges[id] ?? []).filter((t) => t.startsWith('>') === dynamic).map((t) => t.replace(/^>/, ''));
  return {
    ids: Object.keys(edges),
    importsOf: (id) => targets(id, false),
    dynamicImportsOf: (id) => targets(id, true),
  };
}

const SMALL_INPUTS = {
  'loader-core': 'loader/core.ts',
  runtime: 'src/embed/runtime.ts',
  'widgets/a': 'src/widgets/a/index.ts',
  'widgets/b': 'src/widgets/b/index.ts',
  [`widgets/${LIGHT_WIDGET}`]: `src/widgets/${LIGHT_WIDGET}/index.ts`,
  [`widgets/${RIDE_IN_SHARED[0]}`]: `src/widgets/${RIDE_IN_SHARED[0]}/index.ts`,
  portal: 'src/portal/index.tsx',
};

describe('issue 31 deliverable 4: the chunks follow the folders', () => {
  it('every key of the folder tables is a folder of src/, never a file', () => {
    const notFolders = [...Object.keys(FOLDER_CHUNKS), ...Object.keys(PINNED_FOLDERS)].filter(
      (folder) =>
        !folder.endsWith('/') || !existsSync(join(ROOT, folder)) || !statSync(join(ROOT, folder)).isDirectory(),
    );
    expect(notFolders).toEqual([]);
  });

  it('rollup.config.ts places modules by the folder rules only: no module paths, no id.endsWith cases', () => {
    const config = readFileSync(join(ROOT, 'rollup.config.ts'), 'utf8');
    expect(config).toContain("from './scripts/build/chunk-families'");
    // A module tested against a path (`id.endsWith('/src/…')`, `id.includes('/ui/…/')`) or an entry's file.
    expect(config.match(/\.(endsWith|includes)\(\s*(['"`][^'"`]*\/|inputs)/g) ?? []).toEqual([]);
    expect(config.match(/['"`]\/src\/[\w/.-]+['"`]/g) ?? []).toEqual([]);
  });

  it('a module two widgets share lands in `shared`; one only a widget uses stays with it (rollup)', () => {
    const place = chunkPlacer(
      SMALL_INPUTS,
      graphOf({
        'src/widgets/a/index.ts': ['src/core/x/rule.ts', 'src/widgets/a/own.ts'],
        'src/widgets/b/index.ts': ['src/core/x/rule.ts'],
        'src/core/x/rule.ts': [],
        'src/widgets/a/own.ts': [],
      }),
    );
    expect(place('src/core/x/rule.ts')).toBe('shared');
    expect(place('src/widgets/a/own.ts')).toBeUndefined();
  });

  it('a rule only family code imports follows it into the family chunk, wherever the rule lives', () => {
    for (const rule of ['src/core/x/rule.ts', 'src/state/elsewhere/moved.ts']) {
      const place = chunkPlacer(
        SMALL_INPUTS,
        graphOf({
          'src/widgets/a/index.ts': ['src/player/Player.tsx'],
          'src/widgets/b/index.ts': ['src/player/Player.tsx'],
          'src/player/Player.tsx': [rule],
          [rule]: [],
        }),
      );
      expect(place('src/player/Player.tsx')).toBe('player');
      expect(place(rule)).toBe('player');
    }
  });

  it("a rule widgets share with the portal's lazy routes joins a family chunk the shell and those widgets load, else `shared`", () => {
    const place = chunkPlacer(
      SMALL_INPUTS,
      graphOf({
        'src/portal/index.tsx': ['src/state/live/poll.ts', '>src/portal/route/Route.tsx'],
        'src/portal/route/Route.tsx': ['src/core/live/rule.ts', 'src/core/other.ts'],
        'src/widgets/a/index.ts': ['src/state/live/poll.ts', 'src/core/live/rule.ts', 'src/core/other.ts'],
        'src/widgets/b/index.ts': ['src/state/live/poll.ts', 'src/core/live/rule.ts'],
        [`src/widgets/${RIDE_IN_SHARED[0]}/index.ts`]: ['src/core/other.ts'],
        'src/state/live/poll.ts': [],
        'src/core/live/rule.ts': [],
        'src/core/other.ts': [],
      }),
    );
    // The first route loads live-channel anyway: the rule costs neither the shell nor the routes a request.
    expect(place('src/core/live/rule.ts')).toBe('live-channel');
    // A widget that loads no family chunk uses it too: `shared`.
    expect(place('src/core/other.ts')).toBe('shared');
  });

  it('the loader core and the runtime keep what they import, family folders included', () => {
    const place = chunkPlacer(
      SMALL_INPUTS,
      graphOf({
        'loader/core.ts': ['src/core/y.ts'],
        'src/embed/runtime.ts': ['src/ui/media/Card.tsx', 'src/core/y.ts'],
        'src/widgets/a/index.ts': ['src/ui/media/Card.tsx'],
        'src/ui/media/Card.tsx': [],
        'src/core/y.ts': [],
      }),
    );
    expect(place('src/core/y.ts')).toBe('loader-core');
    expect(place('src/ui/media/Card.tsx')).toBe('runtime');
  });

  it(`code ${LIGHT_WIDGET} shares with other widgets rides in the runtime (its page loads no \`shared\`)`, () => {
    const place = chunkPlacer(
      SMALL_INPUTS,
      graphOf({
        [`src/widgets/${LIGHT_WIDGET}/index.ts`]: ['src/core/z.ts'],
        'src/widgets/a/index.ts': ['src/core/z.ts'],
        'src/core/z.ts': [],
      }),
    );
    expect(place('src/core/z.ts')).toBe('runtime');
  });

  it(`code the portal shares with one widget: portal-<widget>, or \`shared\` for ${RIDE_IN_SHARED.join(', ')}`, () => {
    const place = chunkPlacer(
      SMALL_INPUTS,
      graphOf({
        'src/portal/index.tsx': ['>src/portal/route/Route.tsx'],
        'src/portal/route/Route.tsx': ['src/core/p.ts', 'src/core/q.ts'],
        'src/widgets/a/index.ts': ['src/core/p.ts'],
        [`src/widgets/${RIDE_IN_SHARED[0]}/index.ts`]: ['src/core/q.ts'],
        'src/core/p.ts': [],
        'src/core/q.ts': [],
      }),
    );
    expect(place('src/core/p.ts')).toBe('portal-a');
    expect(place('src/core/q.ts')).toBe('shared');
  });

  it('a pinned folder keeps its modules whoever imports them, and the package only it imports follows it', () => {
    const [folder, chunk] = Object.entries(PINNED_FOLDERS)[0];
    const place = chunkPlacer(
      SMALL_INPUTS,
      graphOf({
        'src/widgets/a/index.ts': [`${folder}index.tsx`],
        'src/portal/index.tsx': [`>${folder}index.tsx`],
        [`${folder}index.tsx`]: ['node_modules/some-package/index.js'],
        'node_modules/some-package/index.js': [],
      }),
    );
    expect(place(`${folder}index.tsx`)).toBe(chunk);
    expect(place('node_modules/some-package/index.js')).toBe(chunk);
  });

  const graph = sourceGraph();
  const place = chunkPlacer(buildInputs(), graph);
  const pinned = graph.ids.filter((id) => pinnedChunk(id) !== undefined);
  it(`each of the ${pinned.length} modules of a pinned folder lands in the chunk its folder names`, () => {
    const astray = pinned.filter((id) => place(id) !== pinnedChunk(id)).map((id) => `${id}: ${place(id)}`);
    expect(astray).toEqual([]);
  });

  const declared = graph.ids.filter((id) => declaredChunk(id) !== undefined);
  it(`each of the ${declared.length} modules of a family folder lands in its family chunk or with its one user`, () => {
    // Never in `shared`, an entry chunk every page loads, or another family's chunk.
    const astray = declared
      .map((id) => [id, place(id), declaredChunk(id)])
      .filter(([, chunk, family]) => chunk !== undefined && chunk !== family && !chunk.startsWith('portal-'))
      .map(([id, chunk, family]) => `${id}: ${chunk} (its folder declares ${family})`);
    expect(astray).toEqual([]);
  });
});
