import type { PluginContext, RenderedChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from '../../../scripts/build/compile-hint';

type Hooks = {
  renderStart: () => void;
  renderChunk: (code: string, chunk: RenderedChunk) => { code: string } | null;
  generateBundle: (this: Pick<PluginContext, 'error'>) => void;
};
const plugin = () => compileHint(['head']) as unknown as Hooks;
const fail = {
  error: (message: unknown) => {
    throw new Error(String(message));
  },
} as Pick<PluginContext, 'error'>;

describe('build: the structured-data head chunk carries V8 compile hint (docs/structured-data.md "Cost")', () => {
  it('the named chunk starts with the hint, before its first import', () => {
    const p = plugin();
    p.renderStart();
    expect(p.renderChunk('import{a}from"./shared.js";', { name: 'head' } as RenderedChunk)?.code).toBe(
      `${COMPILE_HINT}import{a}from"./shared.js";`,
    );
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(() => p.generateBundle.call(fail)).not.toThrow();
  });
  it('every other chunk is left as it is (a widget compiles lazily: most of its functions never run)', () => {
    const p = plugin();
    expect(p.renderChunk('export const a=1;', { name: 'timetable' } as RenderedChunk)).toBeNull();
    expect(p.renderChunk('export const a=1;', { name: 'shared' } as RenderedChunk)).toBeNull();
  });
  it('a build without the named chunk fails, naming it (a renamed file would otherwise lose its hint)', () => {
    const p = plugin();
    p.renderStart();
    p.renderChunk('export const a=1;', { name: 'timetable' } as RenderedChunk);
    expect(() => p.generateBundle.call(fail)).toThrow('compile-hint: no chunk named head in this build');
  });
});
