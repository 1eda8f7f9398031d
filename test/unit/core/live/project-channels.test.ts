import { describe, expect, it } from 'vitest';
import { activeProjectChannelIds } from '../../../../src/core/live/project-channels';

describe('spec 3 §3 Project channels: active 1 means active', () => {
  it.each([
    [{ channels: [{ channel_id: 1, active: 1 }, { channel_id: 2, active: 0 }, { channel_id: '3', active: true }] }, [1, 3]],
    [{ channels: [{ channel_id: 1, active: '1' }, { channel_id: 1, active: 1 }] }, [1]],
    [{ channels: [{ channel_id: 'x', active: 1 }, null, { active: 1 }] }, []],
    [{ channels: 'x' }, []],
    [null, []],
  ])('%j → %j', (project, expected) => {
    expect(activeProjectChannelIds(project)).toEqual(expected);
  });
});
