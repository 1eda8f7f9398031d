import { describe, expect, it } from 'vitest';
import { channelThumbnail, isBreakEvent } from '../../../../src/core/live/thumbnails';

const now = 30_000;
const thumbnails = {
  default: 'https://img/offair_###channelid###.jpg',
  base: 'https://api/live/preview',
  error: 'https://img/error.jpg',
  break: 'https://img/break.jpg',
  livetextTriggerWord: '#poster',
  customChannelImageUrl: 'https://img/custom_###channelid###.jpg',
};

describe("spec 3 §3 An event of type 'break' is a break", () => {
  it.each([
    [{ type: 'break' }, true],
    [{ type: 'Break' }, true],
    [{ type: 'breakfast' }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (event, expected) => {
    expect(isBreakEvent(event)).toBe(expected);
  });
});

describe('spec 3 §3/§7/§8 Webcast display channel thumbnail: preview, break, trigger word, off air, error image', () => {
  it.each([
    [
      'on air → live preview',
      { id: 4, currentEvent: { type: 'Talk' } },
      { kind: 'preview', url: 'https://api/live/preview/preview_4.jpg?t=30000' },
    ],
    [
      'on air in a break → break image',
      { id: 4, currentEvent: { type: 'break' } },
      { kind: 'break', url: 'https://img/break.jpg' },
    ],
    [
      'livetext with the trigger word → custom image',
      { id: 4, currentEvent: { type: 'Talk' }, livetext: 'Now: #poster session' },
      { kind: 'custom', url: 'https://img/custom_4.jpg' },
    ],
    [
      'paused → off-air image',
      { id: 4, paused: 1, currentEvent: { type: 'Talk' } },
      { kind: 'offAir', url: 'https://img/offair_4.jpg' },
    ],
    ['no current event → off-air image', { id: 4 }, { kind: 'offAir', url: 'https://img/offair_4.jpg' }],
  ])('%s', (_label, channel, expected) => {
    expect(channelThumbnail(channel, thumbnails, now)).toEqual({ ...expected, errorUrl: 'https://img/error.jpg' });
  });

  it('an ignored current event shows the off-air image', () => {
    const channel = { id: 4, currentEvent: { type: 'Talk' } };
    expect(channelThumbnail(channel, thumbnails, now, [{ field: 'type', value: 'Talk' }]).kind).toBe('offAir');
  });

  it('missing settings give no image and do not throw', () => {
    expect(channelThumbnail({ id: 4 }, null, now)).toEqual({ kind: 'none', url: null, errorUrl: null });
    expect(channelThumbnail(null, thumbnails, now).kind).toBe('offAir');
    expect(channelThumbnail({ currentEvent: {} }, thumbnails, now)).toEqual({
      kind: 'none',
      url: null,
      errorUrl: 'https://img/error.jpg',
    });
  });
});
