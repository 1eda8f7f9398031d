import { describe, expect, it } from 'vitest';
import { displayChannelList, orderChannels, removeIgnoredChannels } from '../../../../src/core/live/channel-order';
import { overflowBehaviour, overflowChannelLink, overflowShouldPlay } from '../../../../src/core/live/overflow';
import { IDLE_PLAYER, nextPlayerState, type PlayerState } from '../../../../src/core/live/player-lifecycle';

const channels = [
  { slug: 'hall-c', title: 'Hall C', sort: 3 },
  { slug: 'hall-a', title: 'hall A', sort: '10' },
  { slug: 'hall-b', title: 'Hall B', sort: 2 },
  { slug: 'hall-d', title: 'Hall D' },
];
const slugs = (list: unknown[]) => list.map((c) => (c as { slug: string }).slug);

describe('spec 3 §5 Ignored channels (comma list of slugs) are removed from the list', () => {
  it.each([
    ['hall-a,hall-c', ['hall-b', 'hall-d']],
    [' hall-a , ,hall-x', ['hall-c', 'hall-b', 'hall-d']],
    [['hall-b'], ['hall-c', 'hall-a', 'hall-d']],
    ['', ['hall-c', 'hall-a', 'hall-b', 'hall-d']],
    [null, ['hall-c', 'hall-a', 'hall-b', 'hall-d']],
  ])('ignoredChannels %j → %j', (ignored, expected) => {
    expect(slugs(removeIgnoredChannels(channels, ignored))).toEqual(expected);
  });

  it('drops malformed entries and accepts a non-list', () => {
    expect(slugs(removeIgnoredChannels([null, 'x', { slug: 'a' }], 'b'))).toEqual(['a']);
    expect(removeIgnoredChannels('channels', 'a')).toEqual([]);
  });
});

describe('spec 3 §3 Channel ordering: channelSort field, then channelOrder comma list first', () => {
  it.each([
    [undefined, undefined, ['hall-c', 'hall-a', 'hall-b', 'hall-d']],
    ['title', undefined, ['hall-a', 'hall-b', 'hall-c', 'hall-d']],
    ['-title', undefined, ['hall-d', 'hall-c', 'hall-b', 'hall-a']],
    ['sort', undefined, ['hall-b', 'hall-c', 'hall-a', 'hall-d']],
    [undefined, 'hall-d,hall-b', ['hall-d', 'hall-b', 'hall-c', 'hall-a']],
    ['title', 'hall-d, unknown', ['hall-d', 'hall-a', 'hall-b', 'hall-c']],
    ['nofield', '', ['hall-c', 'hall-a', 'hall-b', 'hall-d']],
  ])('channelSort %j, channelOrder %j → %j', (sort, order, expected) => {
    expect(slugs(orderChannels(channels, sort, order))).toEqual(expected);
  });

  it('applies ignoredChannels, channelSort and channelOrder from settings together', () => {
    const settings = { ignoredChannels: 'hall-c', channelSort: 'title', channelOrder: 'hall-d' };
    expect(slugs(displayChannelList(channels, settings))).toEqual(['hall-d', 'hall-a', 'hall-b']);
    expect(slugs(displayChannelList(channels, null))).toEqual(['hall-c', 'hall-a', 'hall-b', 'hall-d']);
  });
});

const event = { id: 7, slug: 'talk' };

describe('spec 3 §2 Overflow player behaviours (default, streamAlways, ignorePause, alwaysOnAir) as a should-play decision', () => {
  it.each([
    ['default', { currentEvent: event }, true],
    ['default', { paused: true, currentEvent: event }, false],
    ['default', {}, false],
    ['streamAlways', { paused: true }, true],
    ['streamAlways', {}, true],
    ['ignorePause', { paused: true, currentEvent: event }, true],
    ['ignorePause', { paused: true }, false],
    ['bogus', { paused: true, currentEvent: event }, false],
  ])('behaviour %s with channel %j → %s', (behaviour, channel, expected) => {
    expect(overflowShouldPlay(channel, { behaviour })).toBe(expected);
  });

  it('alwaysOnAir plays whatever the behaviour', () => {
    expect(overflowShouldPlay({ paused: 1 }, { alwaysOnAir: true })).toBe(true);
    expect(overflowShouldPlay({ paused: 1 }, { alwaysOnAir: '0' })).toBe(false);
  });

  it('no channel never plays; unknown behaviours mean default', () => {
    expect(overflowShouldPlay(null, { behaviour: 'streamAlways' })).toBe(false);
    expect(overflowBehaviour(undefined)).toBe('default');
    expect(overflowBehaviour('ignorePause')).toBe('ignorePause');
  });

  it("without a channel the player lists links '?channel={slug}'", () => {
    expect(overflowChannelLink('hall a')).toBe('?channel=hall%20a');
    expect(overflowChannelLink('')).toBeNull();
  });
});

describe('spec 3 §4 Live player stream lifecycle as a reducer: start, tear down, restart', () => {
  const playing: PlayerState = { status: 'playing', eventId: '7', streamUrl: 'u1' };
  it.each([
    ['idle + current event, not paused → start', IDLE_PLAYER, { currentEvent: event }, 'u1', 'start', playing],
    ['idle + paused → nothing', IDLE_PLAYER, { paused: true, currentEvent: event }, 'u1', 'none', IDLE_PLAYER],
    ['idle + no event → nothing', IDLE_PLAYER, {}, 'u1', 'none', IDLE_PLAYER],
    ['playing + paused → tear down', playing, { paused: 1, currentEvent: event }, 'u1', 'teardown', IDLE_PLAYER],
    ['playing + event gone → tear down', playing, { currentEvent: null }, 'u1', 'teardown', IDLE_PLAYER],
    ['playing + channel gone → tear down', playing, null, 'u1', 'teardown', IDLE_PLAYER],
    ['playing + same event and URL → nothing', playing, { currentEvent: event }, 'u1', 'none', playing],
    [
      'playing + changed event → restart',
      playing,
      { currentEvent: { id: 8 } },
      'u1',
      'restart',
      { status: 'playing', eventId: '8', streamUrl: 'u1' },
    ],
    [
      'playing + changed stream URL → restart',
      playing,
      { currentEvent: event },
      'u2',
      'restart',
      { status: 'playing', eventId: '7', streamUrl: 'u2' },
    ],
  ])('%s', (_label, state, channel, url, effect, next) => {
    const result = nextPlayerState(state as PlayerState, channel, url);
    expect(result.effect).toBe(effect);
    expect(result.state).toEqual(next);
  });
});
