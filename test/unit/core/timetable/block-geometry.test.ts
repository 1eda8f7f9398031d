import { describe, expect, it } from 'vitest';
import { blockGeometry, blockTextMetrics, topicColour } from '../../../../src/core/timetable';

const grid = { headerPx: 44, timeColPx: 56, columnPx: 200, pxPerMinute: 2 };

describe('spec 3 §4 calendar placement as final pixels (issue 8 item 11: no per-block calc)', () => {
  it('column by channel, top by start, height by duration; 1 px apart vertically, 2 px horizontally', () => {
    expect(
      blockGeometry({ column: 2, lane: 0, lanes: 1, top: 30, height: 45 }, grid, blockTextMetrics('', false)),
    ).toEqual({ top: 44 + 60 + 1, left: 56 + 400 + 2, width: 196, height: 88, titleMaxPx: 2 * 16.25 }); // 88 − 42 = 46 px: two whole lines
  });
  it('overlapping sessions share the column in lanes', () => {
    const second = blockGeometry(
      { column: 0, lane: 1, lanes: 2, top: 0, height: 60 },
      grid,
      blockTextMetrics('', false),
    );
    expect(second.left).toBe(56 + 100 + 2);
    expect(second.width).toBe(96);
  });
  it('the title shows whole lines only, at least one, by the look (regular, compact size classes, overview)', () => {
    const short = { column: 0, lane: 0, lanes: 1, top: 0, height: 15 };
    expect(blockGeometry(short, grid, blockTextMetrics('', false)).titleMaxPx).toBe(16.25); // 28 px − 42 px: one line anyway
    expect(blockGeometry({ ...short, height: 60 }, grid, blockTextMetrics('size-45', false)).titleMaxPx).toBe(
      5 * 16.25,
    ); // 118 − 24 = 94
    expect(blockGeometry({ ...short, height: 30 }, grid, blockTextMetrics('size-30', false)).titleMaxPx).toBe(
      3 * 16.25,
    ); // 58 − 8 = 50
    expect(blockGeometry({ ...short, height: 30 }, grid, blockTextMetrics('', true)).titleMaxPx).toBe(3 * 13.75); // 58 − 8 = 50
  });
  it('a topic keeps its colour (one string per topic)', () => {
    expect(topicColour('Security')).toBe(topicColour('Security'));
    expect(topicColour('Security')).toMatch(/^hsl\(\d+ 65% 42%\)$/);
    expect(topicColour('Security')).not.toBe(topicColour('Hardware'));
  });
});
