import { describe, expect, it } from 'vitest';
import { eventProgress } from '../../../../src/core/live/progress';

const event = { datestart: '2026-03-04T10:00:00Z', dateend: '2026-03-04T11:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('spec 3 §4 Progress bar: share of the event elapsed, clamped 0 to 100', () => {
  it.each([
    ['2026-03-04T09:00:00Z', 0],
    ['2026-03-04T10:00:00Z', 0],
    ['2026-03-04T10:15:00Z', 25],
    ['2026-03-04T10:30:00Z', 50],
    ['2026-03-04T11:00:00Z', 100],
    ['2026-03-04T12:00:00Z', 100],
  ])('at %s → %s %%', (now, expected) => {
    expect(eventProgress(event, at(now))).toBe(expected);
  });

  it.each([null, {}, { datestart: 'x', dateend: event.dateend }, { datestart: event.datestart }, 'event'])(
    'malformed event %j → 0',
    (bad) => {
      expect(eventProgress(bad, at('2026-03-04T10:30:00Z'))).toBe(0);
    },
  );

  it('a zero-length event is 0 before and 100 from its start', () => {
    const point = { datestart: event.datestart, dateend: event.datestart };
    expect(eventProgress(point, at('2026-03-04T09:59:59Z'))).toBe(0);
    expect(eventProgress(point, at('2026-03-04T10:00:00Z'))).toBe(100);
  });

  it('a bad now gives 0', () => {
    expect(eventProgress(event, Number.NaN)).toBe(0);
  });
});
