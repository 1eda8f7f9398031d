// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const indexPath = fileURLToPath(new URL('../../../../src/core/index.ts', import.meta.url));

async function bundle(entry: string): Promise<string> {
  const out = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: false,
    treeShaking: true,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

describe('src/core is tree-shakeable: index.ts only re-exports, one imported rule does not pull in the others', () => {
  it('src/core/index.ts contains nothing but comments and export-star lines', () => {
    const code = readFileSync(indexPath, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(code.every((l) => /^export \* from '\.\/[\w/-]+';$/.test(l))).toBe(true);
  });

  it('importing truncate from the index bundles truncate only', async () => {
    const js = await bundle(`import { truncate } from '${indexPath}'; console.log(truncate('a b c', 3));`);
    expect(js).toContain('function truncate');
    for (const other of [
      'clientNameFromHost',
      'paginationRange',
      'citation',
      'formatInTimeZone',
      'PLAYER_LANGUAGES',
      'routeGuardOutcome',
    ]) {
      expect(js).not.toContain(other);
    }
  });

  it('importing clientNameFromHost bundles no date library and no other rule', async () => {
    const js = await bundle(
      `import { clientNameFromHost } from '${indexPath}'; console.log(clientNameFromHost('www.esc.org'));`,
    );
    expect(js).toContain('function clientNameFromHost');
    expect(js).not.toContain('truncate');
    expect(js).not.toContain('Intl.DateTimeFormat');
  });
});
