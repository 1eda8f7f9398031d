import type { RenderedChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from '../../../scripts/build/compile-hint';

const render = (name: string, code = 'export const a=1;') => {
  const hook = compileHint(['head']).renderChunk as (code: string, chunk: RenderedChunk) => { code: string } | null;
  return hook(code, { name } as RenderedChunk);
};

describe('build: the structured-data head chunk carries V8 compile hint (docs/structured-data.md "Cost")', () => {
  it('the named chunk starts with the hint, before its first import', () => {
    expect(render('head', 'import{a}from"./shared.js";')?.code).toBe(`${COMPILE_HINT}import{a}from"./shared.js";`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
  it('every other chunk is left as it is (a widget compiles lazily: most of its functions never run)', () => {
    expect(render('timetable')).toBeNull();
    expect(render('shared')).toBeNull();
  });
});
