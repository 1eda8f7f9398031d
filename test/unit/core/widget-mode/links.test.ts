import { describe, expect, it } from 'vitest';
import { fillPattern, widgetModeLink } from '../../../../src/core/widget-mode/url-pattern';
import { webcastDisplayLink, webcastLinkTarget } from '../../../../src/core/widget-mode/webcast-link';
import { eventLibraryPath, liveChannelPath } from '../../../../src/core/widget-mode/paths';

const patterns = {
  cr: 'https://host.example/cr/###slug###?id=###id###',
  event: 'https://host.example/session/###slug###',
  speaker: 'https://host.example/faculty/###slug###/###lastname###',
};

describe('spec 3 §2 / spec 2 §2 Widget mode links: URL pattern per kind (cr, event, speaker), opening in the top window', () => {
  it.each([
    ['cr', { id: 5, slug: 'abstract-1' }, 'https://host.example/cr/abstract-1?id=5'],
    ['event', { id: 9, slug: 'keynote' }, 'https://host.example/session/keynote'],
    ['speaker', { id: 42, lastname: 'Curie', slug: 'ignored' }, 'https://host.example/faculty/42/Curie'],
  ] as const)('%s %j → %s', (kind, item, href) => {
    expect(widgetModeLink(kind, item, patterns)).toEqual({ href, target: '_top' });
  });

  it.each([
    ['no pattern for the kind', 'event', { cr: 'x' }],
    ['no patterns at all', 'cr', null],
    ['an empty pattern', 'event', { event: '  ' }],
    ['a speaker pattern that is not a string', 'speaker', { speaker: { url: 'x' } }],
    ['a numeric speaker pattern', 'speaker', { speaker: 5 }],
  ] as const)('%s → no link', (_label, kind, given) => {
    expect(widgetModeLink(kind, { id: 1, slug: 's' }, given)).toBeNull();
  });

  it('a missing item gives no link', () => {
    expect(widgetModeLink('cr', null, patterns)).toBeNull();
  });
});

describe('spec 3 §5 Placeholders with empty values are not replaced in URL patterns', () => {
  it.each([
    ['/s/###slug###', { slug: 'abc' }, '/s/abc'],
    ['/s/###slug###', { slug: '' }, '/s/###slug###'],
    ['/s/###slug###', { slug: '   ' }, '/s/###slug###'],
    ['/s/###slug###', { slug: null }, '/s/###slug###'],
    ['/s/###slug###', {}, '/s/###slug###'],
    ['/s/###id###-###id###', { id: 0 }, '/s/0-0'],
    ['/s/###ChannelId###', { channelid: 7 }, '/s/7'],
    ['/s/###other###', { slug: 'a' }, '/s/###other###'],
  ])('%s with %j → %s', (pattern, values, expected) => {
    expect(fillPattern(pattern, values)).toBe(expected);
  });

  it('an item with an empty slug keeps the placeholder', () => {
    expect(widgetModeLink('event', { slug: '' }, patterns)?.href).toBe('https://host.example/session/###slug###');
  });
});

describe("spec 3 §5 Webcast display link: the event's eventDetailsLink beats channelUrlPattern; linkTarget default _top", () => {
  const channel = { id: 3, slug: 'hall-a' };
  it.each([
    [
      { eventDetailsLink: 'https://x/e' },
      { channelUrlPattern: '/live/###slug###' },
      { href: 'https://x/e', target: '_top' },
    ],
    [{ eventDetailsLink: '' }, { channelUrlPattern: '/live/###slug###' }, { href: '/live/hall-a', target: '_top' }],
    [null, { channelUrlPattern: '/live/###slug###', linkTarget: '_blank' }, { href: '/live/hall-a', target: '_blank' }],
    [{}, { linkTarget: '_self' }, null],
    [{}, null, null],
  ])('event %j, settings %j → %j', (event, settings, expected) => {
    expect(webcastDisplayLink(event, channel, settings)).toEqual(expected);
  });

  it.each([
    [undefined, '_top'],
    ['', '_top'],
    ['_blank', '_blank'],
  ])('linkTarget %j → %s', (value, expected) => {
    expect(webcastLinkTarget(value)).toBe(expected);
  });
});

describe('spec 3 §2 Default paths: /{project}/channels/{slug} and /{project}/events/{slug}', () => {
  it.each([
    ['esc2026', 'hall-a', '/esc2026/channels/hall-a', '/esc2026/events/hall-a'],
    ['esc 2026', 'a/b', '/esc%202026/channels/a%2Fb', '/esc%202026/events/a%2Fb'],
    ['', 'x', null, null],
    ['p', null, null, null],
  ])('project %j, slug %j', (project, slug, channelPath, eventPath) => {
    expect(liveChannelPath(project, slug)).toBe(channelPath);
    expect(eventLibraryPath(project, slug)).toBe(eventPath);
  });
});
