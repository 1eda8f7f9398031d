/**
 * One shape per widget folder (docs/adding-a-widget.md): `index.ts` holds the definition, whose name (a `WidgetName`) picks
 * the size rule the loader reserved with (core `sizeRuleOf`); the texts are in `messages.ts`, the styles in
 * `styles.ts`, beside the component. `src/widgets/shared/` holds what several widgets share and is no widget.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES, type WidgetDefinition } from '../../../src/contract/widget';
import { sizeRuleOf } from '../../../src/core/layout/size-rules';

const WIDGETS = resolve(__dirname, '../../../src/widgets');
const folders = readdirSync(WIDGETS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

describe('issue 31 deliverable 5: one shape per widget folder', () => {
  it('every widget name of the contract has a folder, and every folder is a widget name', () => {
    expect([...folders].sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it.each(folders)('%s has index.ts, messages.ts and styles.ts', (name) => {
    const missing = ['index.ts', 'messages.ts', 'styles.ts'].filter((file) => !existsSync(join(WIDGETS, name, file)));
    expect(missing).toEqual([]);
  });

  it.each(folders)(
    "%s's definition carries its name; its box is the one the loader reserved by that name",
    async (name) => {
      const definition = (await import(join(WIDGETS, name, 'index.ts'))).default as WidgetDefinition<never>;
      expect(definition.name).toBe(name);
      expect(definition.size ?? sizeRuleOf(definition.name)).toEqual(sizeRuleOf(name));
    },
  );
});
