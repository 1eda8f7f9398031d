import { describe, expect, it } from 'vitest';
import { searchScopeChoices, searchScopeTarget } from '../../../../src/core/library/search-scope';

describe("spec 3 §2 Header search scope switch: 'all' goes to Home, anything else to Project with that name", () => {
  it.each([
    ['all', { name: 'Home', params: {}, query: {} }],
    ['dmc2026', { name: 'Project', params: { project: 'dmc2026' }, query: {} }],
    [' dmc2025 ', { name: 'Project', params: { project: 'dmc2025' }, query: {} }],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(searchScopeTarget(value)).toEqual(expected);
  });

  const config = {
    projects: {
      a: { name: 'a', title: 'Congress A' },
      p: { name: 'p', title: 'Preview', preview: 1 },
      b: { name: 'b' },
    },
  };
  it('offers all, then the visible projects (no preview); the value is the route project or all', () => {
    expect(searchScopeChoices(config, 'b')).toEqual({
      value: 'b',
      choices: [
        { value: 'all', title: null },
        { value: 'a', title: 'Congress A' },
        { value: 'b', title: 'b' },
      ],
    });
    expect(searchScopeChoices(config, 'p').value).toBe('all');
    expect(searchScopeChoices(config, undefined).value).toBe('all');
    expect(searchScopeChoices(null, 'a')).toEqual({ value: 'all', choices: [{ value: 'all', title: null }] });
  });
});
