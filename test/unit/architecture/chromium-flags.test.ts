import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../support/chromium-flags';

/** The feature names of Playwright's `disabledFeatures = [ … ]` in its bundled source. */
function playwrightsList(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const start = bundle.indexOf('disabledFeatures = [');
  if (start < 0) throw new Error('playwright-core no longer defines disabledFeatures: read chromiumSwitches.ts again');
  const body = bundle.slice(start, bundle.indexOf(']', start)).replace(/\/\/.*$/gm, '');
  return [...body.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]);
}

describe('test browsers: one --disable-features that keeps Playwright’s own (test/support/chromium-flags.ts)', () => {
  it('repeats every feature Playwright disables: Chromium reads only the last --disable-features', () => {
    const theirs = playwrightsList();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
  });
  it('has exactly one --disable-features, with Playwright’s list and the omnibox popup’s WebUI pages', () => {
    const switches = CHROMIUM_FLAGS.filter((f) => f.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0].slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
  });
});
