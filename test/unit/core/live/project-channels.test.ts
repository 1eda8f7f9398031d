import { describe, expect, it } from 'vitest';
import { activeProjectChannelIds, channelDetailRedirect } from '../../../../src/core/live/project-channels';

describe('spec 3 §3 Project channels: active 1 means active', () => {
  it.each([
    [
      {
        channels: [
          { channel_id: 1, active: 1 },
          { channel_id: 2, active: 0 },
          { channel_id: '3', active: true },
        ],
      },
      [1, 3],
    ],
    [
      {
        channels: [
          { channel_id: 1, active: '1' },
          { channel_id: 1, active: 1 },
        ],
      },
      [1],
    ],
    [{ channels: [{ channel_id: 'x', active: 1 }, null, { active: 1 }] }, []],
    [{ channels: 'x' }, []],
    [null, []],
  ])('%j → %j', (project, expected) => {
    expect(activeProjectChannelIds(project)).toEqual(expected);
  });
});

describe("spec 1 §2 ChannelDetail: with no slug (or the overview's '.') the first channel's slug replaces the route", () => {
  it.each([
    ['', [{ slug: 'hall-a' }, { slug: 'hall-b' }], 'hall-a'],
    ['.', [null, { title: 'x' }, { slug: 'hall-b' }], 'hall-b'],
    [undefined, [{ slug: 'hall-a' }], 'hall-a'],
    ['hall-b', [{ slug: 'hall-a' }], null],
    ['.', [], null],
    ['.', 'not a list', null],
  ])('slug %j, channels %j → %j', (slug, channels, expected) => {
    expect(channelDetailRedirect(slug, channels)).toBe(expected);
  });
});
