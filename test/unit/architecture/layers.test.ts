/**
 * shared/ARCHITECTURE.md "Layers (imports point down only)": this test reads every import of the SDK, the
 * loader and the reference server and fails when one points up the layers, sideways between widgets, from
 * src/ into the server, from the framework-free core into a UI or HTTP package, from outside the runtime into a
 * widget's folder, or from the ui primitives to the network. Type-only imports count:
 * a type that lives in the wrong layer drags the layer's concepts with it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');

/** Higher layers may import lower ones (and their own). Order of ARCHITECTURE.md; see docs/architecture.md. */
const LAYERS: Array<[prefix: string, rank: number]> = [
  ['loader/', 100],
  ['src/index.ts', 90],
  ['src/react/', 90],
  ['src/embed/', 80],
  ['src/portal/', 70],
  ['src/widgets/shared/', 55],
  ['src/widgets/', 60],
  ['src/contract/', 50],
  ['src/player/', 45],
  ['src/ui/', 40],
  ['src/state/', 30],
  ['src/api/', 20],
  ['src/i18n/', 15],
  ['src/core/', 0],
];

/** Packages that bring a DOM, a renderer or HTTP: never in the framework-free core. */
const NOT_IN_CORE = /^(react|react-dom|preact|@preact\/|ky|dompurify|hls\.js)(\/|$)/;

function layerOf(file: string): [string, number] | null {
  for (const [prefix, rank] of LAYERS) if (file === prefix || file.startsWith(prefix)) return [prefix, rank];
  return null;
}

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier: static imports, `export … from`, `import type`, dynamic `import()`. */
function specifiersOf(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(ROOT, dirname(from), specifier)).replace(/\\/g, '/');
}

function widgetOf(file: string): string | null {
  const name = /^src\/widgets\/([^/]+)\//.exec(file)?.[1] ?? null;
  return name === 'shared' ? null : name;
}

function violationsOf(file: string, code: string): string[] {
  const problems: string[] = [];
  const source = layerOf(file);
  for (const specifier of specifiersOf(code)) {
    const target = resolveSpecifier(file, specifier);
    if (target === null) {
      if (file.startsWith('src/core/') && NOT_IN_CORE.test(specifier))
        problems.push(`${file} → ${specifier} (src/core is framework-free)`);
      continue;
    }
    if (file.startsWith('demo/')) {
      if (target.startsWith('src/') && !target.startsWith('src/core/'))
        problems.push(`${file} → ${target} (the server may import src/core only)`);
      continue;
    }
    if (target.startsWith('demo/') || target.startsWith('test/') || target.startsWith('bench/')) {
      problems.push(`${file} → ${target} (shipped code never imports the server, tests or benchmarks)`);
      continue;
    }
    // The loader meets the runtime at one fixed boundary (src/embed/runtime-api.ts), never through the React entry.
    if (file.startsWith('loader/') && (target.startsWith('src/react/') || target === 'src/index.ts'))
      problems.push(`${file} → ${target} (the loader takes its types from src/embed/runtime-api.ts)`);
    const destination = layerOf(target);
    if (!source || !destination) continue;
    if (destination[1] > source[1])
      problems.push(`${file} → ${target} (${source[0]} may not import the higher layer ${destination[0]})`);
    const from = widgetOf(file);
    const to = widgetOf(target);
    if (from && to && from !== to) problems.push(`${file} → ${target} (widgets never import each other)`);
    if (to && !from && !(file.startsWith('src/embed/') && /^src\/widgets\/[^/]+\/index$/.test(target)))
      problems.push(
        `${file} → ${target} (only the runtime loads a widget, by its index; shared code: src/widgets/shared)`,
      );
    if (file.startsWith('src/ui/') && /^src\/(api|state)\//.test(target))
      problems.push(`${file} → ${target} (src/ui holds primitives: data and polling live in src/widgets/shared)`);
  }
  return problems;
}

/** src/ui holds accessible primitives: nothing there talks to the network or polls. */
const NETWORK_OR_POLL =
  /\b(fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon|setInterval)\s*\(|\bnew\s+(XMLHttpRequest|WebSocket|EventSource)\b/;

function uiNetworkUseOf(file: string, code: string): string[] {
  if (!file.startsWith('src/ui/')) return [];
  const hit = NETWORK_OR_POLL.exec(code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));
  return hit ? [`${file}: ${hit[0]} (src/ui holds primitives: data and polling live in src/widgets/shared)`] : [];
}

describe('ARCHITECTURE.md layers: imports point down only', () => {
  it('the checker sees upward, sideways and server imports (self-test)', () => {
    expect(violationsOf('src/api/x.ts', "import type { A } from '../embed/runtime';")).toHaveLength(1);
    expect(violationsOf('src/widgets/a/x.tsx', "import { B } from '../b/y';")).toHaveLength(1);
    expect(violationsOf('src/widgets/a/x.tsx', "const m = import('../../embed/mount');")).toHaveLength(1);
    expect(violationsOf('src/core/x.ts', "import { h } from 'preact';")).toHaveLength(1);
    expect(violationsOf('src/ui/x.ts', "export * from '../../demo/server/app';")).toHaveLength(1);
    expect(violationsOf('demo/server/x.ts', "import { a } from '../../src/embed/mount';")).toHaveLength(1);
    expect(violationsOf('loader/x.ts', "import type { G } from '../src/react/loader-global';")).toHaveLength(1);
    expect(violationsOf('src/embed/x.ts', "import { a } from '../core/types';\nimport { b } from './y';")).toEqual([]);
    expect(
      violationsOf('src/portal/d/x.tsx', "import { a } from '../../widgets/ondemand-player/load-media';"),
    ).toHaveLength(1);
    expect(violationsOf('src/portal/d/x.tsx', "import { a } from '../../widgets/shared/player/recording';")).toEqual(
      [],
    );
    expect(violationsOf('src/embed/x.ts', "const w = () => import('../widgets/card/index');")).toEqual([]);
    expect(violationsOf('src/ui/x/y.tsx', "import type { ApiClient } from '../../api/types';")).toHaveLength(1);
    expect(violationsOf('src/ui/x/y.tsx', "import { usePoll } from '../../state/poll-scheduler';")).toHaveLength(1);
    expect(uiNetworkUseOf('src/ui/x.ts', 'const r = await fetch(url);')).toHaveLength(1);
    expect(uiNetworkUseOf('src/ui/x.ts', 'const id = setInterval(tick, 1000);')).toHaveLength(1);
    expect(uiNetworkUseOf('src/ui/x.ts', '// no fetch( here\nconst a = 1;')).toEqual([]);
    expect(uiNetworkUseOf('src/widgets/shared/x.ts', 'fetch(url);')).toEqual([]);
    expect(
      violationsOf('src/widgets/a/x.tsx', "import { a } from '../../contract/widget';\nimport { b } from './y';"),
    ).toEqual([]);
  });

  const files = [...walk('src'), ...walk('loader'), ...walk('demo/server')];
  it(`no import of the ${files.length} source files points up the layers, sideways or into the server`, () => {
    const problems = files.flatMap((file) => {
      const code = readFileSync(join(ROOT, file), 'utf8');
      return [...violationsOf(file, code), ...uiNetworkUseOf(file, code)];
    });
    expect(problems).toEqual([]);
  });
});
