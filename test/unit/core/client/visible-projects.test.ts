import { describe, expect, it } from 'vitest';
import { visibleProjects } from '../../../../src/core/client/visible-projects';

const projects = {
  dmc2026: { name: 'dmc2026', title: 'DMC 2026', live: 1, preview: 0, projectAssets: { teaser: 'teaser-default' } },
  dmc2027: { name: 'dmc2027', title: 'DMC 2027', preview: 1 },
  dmc2025: { name: 'dmc2025', description: 'Last year', live: 0 },
};

describe('visibleProjects: a teaser per visible (non-preview) project (spec 1 §2 Home, §6)', () => {
  it('preview projects are hidden from project lists; configuration order is kept', () => {
    expect(visibleProjects(projects).map((p) => p.name)).toEqual(['dmc2026', 'dmc2025']);
  });

  it('a group lists its own projects in its order, still without previews', () => {
    expect(visibleProjects(projects, ['dmc2025', 'dmc2027', 'dmc2026', 'nope']).map((p) => p.name)).toEqual([
      'dmc2025',
      'dmc2026',
    ]);
  });

  it('titles fall back to the name; live and teaser asset are read; malformed input gives none', () => {
    expect(visibleProjects(projects)).toEqual([
      { name: 'dmc2026', title: 'DMC 2026', description: null, live: true, teaser: 'teaser-default' },
      { name: 'dmc2025', title: 'dmc2025', description: 'Last year', live: false, teaser: null },
    ]);
    expect(visibleProjects(null)).toEqual([]);
    expect(visibleProjects({ x: 'bad', y: null })).toEqual([]);
  });
});
