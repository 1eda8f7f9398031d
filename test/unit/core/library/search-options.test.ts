import { describe, expect, it } from 'vitest';
import { searchModel, searchOptionKey } from '../../../../src/core/library/search-options';
import type { SearchMatch } from '../../../../src/core/library/search-results';

const match = (id: string): SearchMatch => ({
  type: 'congressresource',
  id,
  title: `Talk ${id}`,
  slug: null,
  project: 'p',
  source: {},
});
const empty = { recent: [], viewed: [], links: [], suggestions: [], matches: [] };

describe('searchModel: the search dialog options as one numbered list (spec 2 §2 search modal)', () => {
  it('index 0 is always the typed text, then each section in order, numbered without gaps', () => {
    const model = searchModel({ ...empty, query: 'heart', suggestions: ['heart failure'], matches: [match('1')] });
    expect(model.options.map((o) => [o.index, o.kind])).toEqual([
      [0, 'query'],
      [1, 'suggestion'],
      [2, 'match'],
    ]);
    expect(model.sections.map((s) => [s.key, s.options.map((o) => o.index)])).toEqual([
      ['suggestions', [1]],
      ['matches', [2]],
    ]);
  });

  it('without a query shows recent searches, viewed items and links; empty sections are left out', () => {
    const link = { text: 'Help', link: { kind: 'portal', path: '/help' } as never };
    const model = searchModel({ ...empty, query: '', recent: ['a', 'b'], links: [link] });
    expect(model.sections.map((s) => s.key)).toEqual(['recent', 'links']);
    expect(model.options.map((o) => o.index)).toEqual([0, 1, 2, 3]);
    expect(model.options[3]).toMatchObject({ kind: 'link', text: 'Help' });
  });

  it('with a query, history and links are not offered', () => {
    const model = searchModel({ ...empty, query: 'x', recent: ['a'], viewed: [match('2')] });
    expect(model.sections).toEqual([]);
    expect(model.options).toHaveLength(1);
  });

  it('gives every option a stable key by kind and identity', () => {
    const model = searchModel({ ...empty, query: 'x', suggestions: ['x ray'], matches: [match('7')] });
    expect(model.options.map(searchOptionKey)).toEqual(['query:x', 'suggestion:x ray', 'match:congressresource:7']);
  });
});
