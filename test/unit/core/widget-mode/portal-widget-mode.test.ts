import { describe, expect, it } from 'vitest';
import { portalWidgetMode } from '../../../../src/core/widget-mode/portal-widget-mode';
import { matchTarget } from '../../../../src/core/library/search-results';

describe('spec 2 §1/§2 a portal in widget mode: data-url-patterns, a JSON object of URL patterns keyed cr, event, speaker', () => {
  it.each([
    ["absent: the portal's own routes", null, null],
    ["blank: the portal's own routes", '  ', null],
    [
      'an object: widget mode with its patterns',
      '{"cr":"/talks/###slug###"}',
      { urlPatterns: { cr: '/talks/###slug###' } },
    ],
    ['an empty object: widget mode, no kind has a link', '{}', { urlPatterns: {} }],
  ])('%s', (_label, attribute, expected) => {
    expect(portalWidgetMode(attribute)).toEqual({ widgetMode: expected, warning: null });
  });

  it.each([
    ['not JSON', '{cr:'],
    ['a list', '["/talks"]'],
    ['a string', '"/talks/###slug###"'],
  ])('%s: no widget mode, and a warning that says what was expected and what came', (_label, attribute) => {
    const { widgetMode, warning } = portalWidgetMode(attribute);
    expect(widgetMode).toBeNull();
    expect(warning).toMatch(/^data-url-patterns expected a JSON object .* but received /);
  });

  it('spec 2 §2: in widget mode a search match follows its pattern in the top window, through the URL gate; without a pattern there is no link', () => {
    const match = { type: 'congressresource' as const, id: '7', title: 'T', slug: 'talk-7', project: 'p', source: {} };
    const mode = (patterns: string) => portalWidgetMode(patterns).widgetMode;
    expect(matchTarget(match, mode('{"cr":"https://host.example/talks/###slug###"}'))).toEqual({
      kind: 'url',
      href: 'https://host.example/talks/talk-7',
      target: '_top',
    });
    expect(matchTarget(match, mode('{"event":"/sessions/###slug###"}'))).toBeNull();
    expect(matchTarget(match, mode('{"cr":"javascript:alert(\'###slug###\')"}'))).toBeNull();
    expect(matchTarget(match, mode(''))).toEqual({
      kind: 'route',
      route: { name: 'CRDetail', params: { project: 'p', slug: 'talk-7' }, query: {} },
    });
  });
});
