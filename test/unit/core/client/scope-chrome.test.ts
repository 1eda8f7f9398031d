import { describe, expect, it } from 'vitest';
import { scopeChrome } from '../../../../src/core/client/scope-chrome';

const config = {
  projects: {
    live: { name: 'live', live: 1, preview: 0, projectAssets: { 'header.banner': 'b' } },
    preview: { name: 'preview', live: 1, preview: 1 },
    past: { name: 'past', live: 0 },
  },
  groups: { g: { name: 'g', groupAssets: { 'header.banner': 'gb' } } },
};

describe('spec 1 §2 Project "header banner, live badge" and Group "header with banner" on every page of the scope', () => {
  it.each([
    [['Project', 'ProjectHome'], { project: 'live' }, { kind: 'project', live: true, banner: 'b' }],
    [['Project', 'ProjectLibrary', 'ProjectEvents'], { project: 'live' }, { kind: 'project', live: true, banner: 'b' }],
    [['Project', 'CRDetail'], { project: 'live', slug: 's' }, { kind: 'project', live: true, banner: 'b' }],
    [['Project', 'ChannelDetail'], { project: 'live', slug: 'c' }, { kind: 'project', live: true, banner: 'b' }],
    [['Project', 'ProjectPage'], { project: 'preview', slug: 'p' }, { kind: 'project', live: false, banner: null }],
    [['Project', 'ProjectSchedule'], { project: 'past' }, { kind: 'project', live: false, banner: null }],
    [['Group', 'GroupLibrary', 'GroupEvents'], { group: 'g' }, { kind: 'group', live: false, banner: 'gb' }],
  ])('%j %j', (chain, params, expected) => {
    const chrome = scopeChrome(config, { chain, params });
    expect({
      kind: chrome?.kind,
      live: chrome?.live,
      banner: (chrome?.assetNames?.['header.banner'] as string | undefined) ?? null,
    }).toEqual(expected);
  });

  it.each([
    ['Home', ['Home'], {}],
    ['a speaker (no scope)', ['SpeakerDetail'], { id: '1' }],
    ['the widget route (no chrome)', ['SingleWidget'], { project: 'live', widget: 'liveplayer' }],
    ['an unknown project', ['Project', 'ProjectHome'], { project: 'nope' }],
  ])('none on %s', (_label, chain, params) => {
    expect(scopeChrome(config, { chain, params })).toBeNull();
  });

  it('malformed configuration gives none', () => {
    expect(scopeChrome(null, { chain: ['Project'], params: { project: 'x' } })).toBeNull();
    expect(scopeChrome({ projects: [] }, { chain: ['Project'], params: { project: '0' } })).toBeNull();
  });
});
