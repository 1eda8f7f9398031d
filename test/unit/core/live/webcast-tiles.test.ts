import { describe, expect, it } from 'vitest';
import {
  filterMatrixTopics,
  filterTilesByTopics,
  hasOnAirTile,
  noChannelDescription,
  upcomingEventOf,
  webcastTiles,
} from '../../../../src/core/live/webcast-tiles';

const now = Date.parse('2026-03-04T10:30:00+01:00');
const at = (hhmm: string) => `2026-03-04T${hhmm}:00+01:00`;
const live = (slug: string, extra: Record<string, unknown> = {}) => ({
  id: slug.length,
  slug,
  title: slug.toUpperCase(),
  paused: 0,
  currentEvent: {
    title: `Live in ${slug}`,
    type: 'Plenary',
    topics: ['Cardiology'],
    datestart: at('10:00'),
    dateend: at('11:00'),
  },
  ...extra,
});
const off = (
  slug: string,
  next: Record<string, unknown> | null = { title: 'Later', status: 2, datestart: at('14:00') },
) => ({
  id: slug.length + 100,
  slug,
  title: slug,
  paused: 0,
  currentEvent: null,
  nextEvent: next,
});

describe('spec 3 §3, §5 Webcast display: ignoredChannels removed, then channelSort / channelOrder', () => {
  it('leaves out the ignored slugs and puts channelOrder first', () => {
    const tiles = webcastTiles([live('a'), live('b'), live('c')], { ignoredChannels: 'b', channelOrder: 'c' }, now);
    expect(tiles.map((t) => t.slug)).toEqual(['c', 'a']);
  });
});

describe('spec 3 §4 On air / off air: off-air channels only with showOffAir; ignoreEvents compared exactly', () => {
  it('hides off-air channels unless showOffAir', () => {
    expect(webcastTiles([live('a'), off('b')], {}, now).map((t) => t.slug)).toEqual(['a']);
    expect(webcastTiles([live('a'), off('b')], { showOffAir: 1 }, now).map((t) => [t.slug, t.onAir])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
  it('an ignored current event makes the channel off air (exact match only)', () => {
    expect(webcastTiles([live('a')], { ignoreEvents: [{ field: 'type', value: 'Plenary' }] }, now)).toEqual([]);
    expect(webcastTiles([live('a')], { ignoreEvents: [{ field: 'type', value: 'plenary' }] }, now)).toHaveLength(1);
  });
});

describe('spec 3 §4 An off-air channel shows its next upcoming event (status 2, in the future, not ignored) unless hideUpcomingEvents', () => {
  it('takes the earliest of the day events and nextEvent', () => {
    const channel = {
      ...off('b'),
      events: [
        { title: 'Past', status: 2, datestart: at('09:00') },
        { title: 'Soon', status: 2, datestart: at('12:00') },
      ],
    };
    expect(upcomingEventOf(channel, now)?.title).toBe('Soon');
    expect(upcomingEventOf(off('b', { title: 'Done', status: 4, datestart: at('14:00') }), now)).toBeNull();
    expect(upcomingEventOf(off('b'), now, [{ field: 'title', value: 'Later' }])).toBeNull();
  });
  it('the tile carries it, marked upcoming; hideUpcomingEvents drops it', () => {
    const [tile] = webcastTiles([off('b')], { showOffAir: true }, now);
    expect([tile.event?.title, tile.upcoming]).toEqual(['Later', true]);
    expect(webcastTiles([off('b')], { showOffAir: true, hideUpcomingEvents: true }, now)[0].event).toBeNull();
  });
});

describe("spec 3 §5 The event's own eventDetailsLink takes priority over channelUrlPattern; linkTarget default _top", () => {
  it('uses the event link, else the pattern; an unsafe pattern gives no link', () => {
    const own = live('a', { currentEvent: { ...live('a').currentEvent, eventDetailsLink: 'https://example.org/e/1' } });
    expect(webcastTiles([own], { channelUrlPattern: '/live/###slug###' }, now)[0].link).toEqual({
      href: 'https://example.org/e/1',
      target: '_top',
    });
    expect(
      webcastTiles([live('a')], { channelUrlPattern: '/live/###slug###', linkTarget: '_blank' }, now)[0].link,
    ).toEqual({ href: '/live/a', target: '_blank' });
    expect(webcastTiles([live('a')], { channelUrlPattern: 'javascript:alert(###slug###)' }, now)[0].link).toBeNull();
  });
});

describe('spec 3 §3 thumbnails: the tile image follows default / base / break', () => {
  it('live preview under base, the off-air pattern off air', () => {
    const thumbnails = { base: '/preview', default: '/off_###channelid###.jpg', error: '/error.jpg' };
    const [on, offTile] = webcastTiles([live('a'), off('bb')], { showOffAir: true, thumbnails }, now);
    expect(on.image.kind).toBe('preview');
    expect(on.image.url).toMatch(/^\/preview\/preview_1\.jpg\?t=\d+$/);
    expect(offTile.image).toEqual({ kind: 'offAir', url: '/off_102.jpg', errorUrl: '/error.jpg' });
  });
});

describe('spec 3 §4 The channel matrix disables off-air channels when disableOffAir is set', () => {
  it('lists every channel; off-air ones disabled without a link', () => {
    const tiles = webcastTiles(
      [live('a'), off('b')],
      { disableOffAir: true, channelUrlPattern: '/live/###slug###' },
      now,
      true,
    );
    expect(tiles.map((t) => [t.slug, t.disabled, t.link?.href ?? null])).toEqual([
      ['a', false, '/live/a'],
      ['b', true, null],
    ]);
    expect(webcastTiles([off('b')], { channelUrlPattern: '/live/###slug###' }, now, true)[0].link?.href).toBe(
      '/live/b',
    );
  });
});

describe('spec 3 §2 Widget mode: a widget answers hasOnAirChannel with whether a channel it shows is on air', () => {
  it('true only with an on-air, enabled tile', () => {
    expect(hasOnAirTile(webcastTiles([live('a')], {}, now))).toBe(true);
    expect(hasOnAirTile(webcastTiles([off('b')], { showOffAir: true }, now))).toBe(false);
    expect(hasOnAirTile([])).toBe(false);
  });
});

describe("issue 13 item 2 Filter matrix: topics of the channels' events (sorted case-insensitively), tiles narrowed by the selection", () => {
  it('collects and filters', () => {
    const tiles = webcastTiles(
      [live('a'), live('b', { currentEvent: { title: 'x', topics: 'oncology, Imaging' } })],
      {},
      now,
    );
    expect(filterMatrixTopics(tiles)).toEqual(['Cardiology', 'Imaging', 'oncology']);
    expect(filterTilesByTopics(tiles, ['Imaging']).map((t) => t.slug)).toEqual(['b']);
    expect(filterTilesByTopics(tiles, [])).toHaveLength(2);
  });
});

describe('spec 3 §8 No visible channel: widgets.filtermatrix.noResults, or in the display the collection description', () => {
  it('the description only in the display, only when set', () => {
    expect(noChannelDescription({ description: 'All sessions.' }, true)).toBe('All sessions.');
    expect(noChannelDescription({ description: 'All sessions.' }, false)).toBeNull();
    expect(noChannelDescription({ description: ' ' }, true)).toBeNull();
    expect(noChannelDescription(null, true)).toBeNull();
  });
});

describe('bad input: nothing thrown', () => {
  it.each([null, 'x', 7, [null, 'a', { slug: 1 }]])('%s', (channels) => {
    expect(() => webcastTiles(channels, { ignoreEvents: 'bad', thumbnails: 3, ignoredChannels: 5 }, now)).not.toThrow();
  });
});
