import { describe, expect, it } from 'vitest';
import { MOUNT_ATTRIBUTES, mountProblem, readMountAttributes } from '../../../loader/mount-attributes';
import { READ_WHERE_USED, readElement } from '../../../loader/element-link';

function el(attrs: Record<string, string>, tag = 'div'): HTMLElement {
  const div = document.createElement(tag);
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
    expect(readMountAttributes(el(attrs))).toEqual({ options: expected, problem: undefined });
  });

  /** The same mount point as a custom element: the widget name in `widget`, the rest without `data-`. */
  const asElement = (attrs: Record<string, string>) => {
    const portal = 'data-congress-portal' in attrs;
    const renamed = Object.entries(attrs)
      .filter(([name]) => name !== 'data-congress-portal')
      .map(([name, value]) => [name === 'data-congress-widget' ? 'widget' : name.slice('data-'.length), value]);
    return el(Object.fromEntries(renamed), portal ? 'congress-portal' : 'congress-widget');
  };

  it.each([
    [
      'a widget with every attribute',
      { 'data-congress-widget': 'timetable', 'data-project': 'p', 'data-name': 'main' },
    ],
    ['settings and flags', { 'data-congress-widget': 'card', 'data-settings': '{"a":1}', 'data-eager': '' }],
    [
      'the portal with its options',
      { 'data-congress-portal': '', 'data-base-path': '/c', 'data-document-title': '', 'data-consent-manager': 'host' },
    ],
  ])('issue 29 custom elements: %s reads the same options as the data attributes', (_title, attrs) => {
    expect(readMountAttributes(asElement(attrs))).toEqual(readMountAttributes(el(attrs)));
  });

  it.each([...Object.keys(MOUNT_ATTRIBUTES), ...READ_WHERE_USED])(
    'issue 29 custom elements: the "%s" attribute gives the same options as its data- attribute',
    (name) => {
      const value = name === 'settings' ? '{"x":1}' : 'v';
      const data = readMountAttributes(el({ 'data-congress-widget': 'card', [`data-${name}`]: value }));
      expect(readMountAttributes(el({ widget: 'card', [name]: value }, 'congress-widget'))).toEqual(data);
    },
  );

  it('issue 29 custom elements: the settings property takes an object and wins over the attribute', () => {
    const widget = el({ widget: 'card', settings: '{"a":1}' }, 'congress-widget') as HTMLElement & {
      settings?: unknown;
    };
    widget.settings = { b: 2 };
    expect(readElement(widget)).toEqual({
      options: { widget: 'card', name: 'default', settings: { b: 2 } },
      problem: undefined,
    });
    widget.settings = 'b=2';
    expect(readElement(widget).problem).toBe('the settings property must be an object, received b=2');
  });

  it('issue 29 bad input: an unknown attribute on the element is the problem, naming the attribute', () => {
    const parsed = readElement(el({ widget: 'card', projekt: 'x' }, 'congress-widget'));
    expect(parsed.problem).toMatch(/^unknown attribute "projekt" \(known: widget, project, /);
  });

  it('issue 29 bad input: a malformed settings attribute on the element names the attribute', () => {
    const parsed = readElement(el({ widget: 'card', settings: '{oops' }, 'congress-widget'));
    expect(parsed.problem).toMatch(/^settings is not valid JSON \(.+\)$/);
    expect(parsed.options.settings).toBeUndefined();
  });

  it.each([['id'], ['class'], ['style'], ['data-v-7ba5bd90'], ['aria-label'], ['hidden'], ['slot'], ['data-cp-box']])(
    'issue 29 custom elements: the global attribute %s is no unknown attribute',
    (name) => {
      expect(readElement(el({ widget: 'card', [name]: 'x' }, 'congress-widget')).problem).toBeUndefined();
    },
  );

  it("an unknown attribute on a <div> is the host page's own, not a problem", () => {
    expect(readMountAttributes(el({ 'data-congress-widget': 'card', projekt: 'x' })).problem).toBeUndefined();
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
    expect(parsed.problem).toMatch(problem);
  });

  it.each([
    [
      'a missing widget name',
      { name: 'default' },
      undefined,
      'no widget name given (data-congress-widget, the widget attribute or the widget option)',
    ],
    [
      'an empty widget name',
      { widget: '' },
      undefined,
      'no widget name given (data-congress-widget, the widget attribute or the widget option)',
    ],
    [
      'a settings problem',
      { widget: 'card' },
      'data-settings is not valid JSON (x)',
      'data-settings is not valid JSON (x)',
    ],
    ['the portal', { portal: true }, undefined, undefined],
    ['a valid widget', { widget: 'card' }, undefined, undefined],
  ])('mountProblem: %s', (_title, options, attributeProblem, expected) => {
    expect(mountProblem(options, attributeProblem)).toBe(expected);
  });
});

describe('issue 29 deliverables 4 and 5: data-consent and data-analytics reach the mount options', () => {
  it.each([
    [{ 'data-congress-widget': 'ondemand-player', 'data-consent': 'host' }, { consent: 'host' }],
    [{ 'data-congress-widget': 'library', 'data-consent': '' }, { consent: '' }],
    [{ 'data-congress-portal': '', 'data-consent': 'analytics errors' }, { consent: 'analytics errors' }],
    [{ 'data-congress-widget': 'ondemand-player', 'data-analytics': 'datalayer' }, { analytics: 'datalayer' }],
  ])('%j', (attrs, expected) => {
    expect(readMountAttributes(el(attrs)).options).toMatchObject(expected);
  });
});
