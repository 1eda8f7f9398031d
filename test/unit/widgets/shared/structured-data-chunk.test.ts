/**
 * Structured data, docs/structured-data.md "Cost": the head manager's chunk is imported on every page with a widget
 * that publishes JSON-LD (a timetable first of all). Its static imports hold none of the player's, live or content
 * rules: those sit in family chunks (player, live-channel, portal-ondemand-player) that a timetable page does not
 * load, and importing the head chunk would evaluate them all on the main thread. The builders of recordings and
 * channels, which need them, are the head manager's second lazy chunk (media-items.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../../..');
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm;

/** The repository-relative source files a module imports statically (type-only imports left out), transitively. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const rel = relative(root, file);
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = resolve(dirname(file), m[1] ?? m[2]);
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      if (target) visit(target);
    }
  };
  visit(join(root, entry));
  return seen;
}

describe('structured data: what the head chunk brings along', () => {
  it("the head manager's static imports hold no player, live or content rules; the media builders are a lazy chunk", () => {
    const head = [...staticClosure('src/widgets/shared/structured-data/head.ts')];
    expect(head).toContain('src/core/structured-data/sessions.ts');
    const media =
      /^src\/(core\/player|core\/live|core\/content|player|state\/live)\/|structured-data\/(video|media-graph)\.ts$/;
    expect(head.filter((f) => media.test(f))).toEqual([]);
    // The lazy chunk does hold them: the rule above is not vacuous.
    const items = [...staticClosure('src/widgets/shared/structured-data/media-items.ts')];
    expect(items.filter((f) => media.test(f)).length).toBeGreaterThan(2);
  });
});
