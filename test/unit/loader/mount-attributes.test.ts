import { describe, expect, it } from 'vitest';
import { mountProblem, readMountAttributes } from '../../../loader/mount-attributes';

function el(attrs: Record<string, string>): HTMLElement {
  const div = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) div.setAttribute(k, v);
  return div;
}

describe('mount attributes (README "Mount attributes")', () => {
  it.each([
    [
      'a widget with every attribute',
      {
        'data-congress-widget': 'timetable',
        'data-project': 'esc2026',
        'data-name': 'main',
        'data-channel': 'hall-a',
        'data-settings': '{"showFilter":false}',
        'data-client': 'esc',
        'data-locale': 'de',
        'data-eager': '',
      },
      {
        widget: 'timetable',
        project: 'esc2026',
        name: 'main',
        channel: 'hall-a',
        settings: { showFilter: false },
        client: 'esc',
        locale: 'de',
        eager: true,
      },
    ],
    [
      'data-name defaults to "default"',
      { 'data-congress-widget': 'liveplayer' },
      { widget: 'liveplayer', name: 'default' },
    ],
    [
      'data-eager="false" stays lazy',
      { 'data-congress-widget': 'card', 'data-eager': 'false' },
      { widget: 'card', name: 'default' },
    ],
    [
      'data-eager="true" is eager',
      { 'data-congress-widget': 'card', 'data-eager': 'true' },
      { widget: 'card', name: 'default', eager: true },
    ],
    [
      'the portal with its base path',
      { 'data-congress-portal': '', 'data-base-path': '/congress' },
      { portal: true, basePath: '/congress' },
    ],
    ['the portal without a base path', { 'data-congress-portal': '' }, { portal: true }],
    [
      'a widget name with spaces around it',
      { 'data-congress-widget': ' html-text ' },
      { widget: 'html-text', name: 'default' },
    ],
  ])('%s', (_title, attrs, expected) => {
    expect(readMountAttributes(el(attrs))).toEqual({ options: expected, settingsProblem: undefined });
  });

  it.each([
    ['off', false],
    ['on', undefined],
    ['', undefined],
  ])('data-structured-data="%s" → structuredData %s (structured data: off per mount)', (value, expected) => {
    const parsed = readMountAttributes(el({ 'data-congress-widget': 'timetable', 'data-structured-data': value }));
    expect(parsed.options.structuredData).toBe(expected);
  });

  it.each([
    ['invalid JSON', '{oops', /^data-settings is not valid JSON \(.+\)$/],
    ['an array', '[1,2]', /^data-settings must be a JSON object, received an array$/],
    ['null', 'null', /^data-settings must be a JSON object, received null$/],
    ['a number', '42', /^data-settings must be a JSON object, received 42$/],
  ])('data-settings that is %s is reported and left out', (_title, settings, problem) => {
    const parsed = readMountAttributes(el({ 'data-congress-widget': 'timetable', 'data-settings': settings }));
    expect(parsed.options.settings).toBeUndefined();
    expect(parsed.settingsProblem).toMatch(problem);
  });

  it.each([
    [
      'a missing widget name',
      { name: 'default' },
      undefined,
      'no widget name given (data-congress-widget or the widget option)',
    ],
    [
      'an empty widget name',
      { widget: '' },
      undefined,
      'no widget name given (data-congress-widget or the widget option)',
    ],
    [
      'a settings problem',
      { widget: 'card' },
      'data-settings is not valid JSON (x)',
      'data-settings is not valid JSON (x)',
    ],
    ['the portal', { portal: true }, undefined, undefined],
    ['a valid widget', { widget: 'card' }, undefined, undefined],
  ])('mountProblem: %s', (_title, options, settingsProblem, expected) => {
    expect(mountProblem(options, settingsProblem)).toBe(expected);
  });
});
