import { afterEach, describe, expect, it, vi } from 'vitest';

describe('warmTimeZoneData: Intl and the ICU zone data initialise once per page, one step per task (issue 8 item 11: no long task)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetModules();
  });
  it("schedules one zero-delay task however many widgets mount; each step (ICU, date data, a zoned formatter, the browser's own locale) runs in a task of its own", async () => {
    vi.useFakeTimers();
    const { warmTimeZoneData } = await import('../../../src/i18n/warm-intl');
    // Stand-ins that behave like formatters (a spy alone would build objects without their methods).
    // biome-ignore lint/complexity/useArrowFunction: called with new, which an arrow cannot be
    const formatter = function () {
      return { format: () => '', resolvedOptions: () => ({}) };
    };
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(formatter as never);
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(formatter as never);
    warmTimeZoneData();
    warmTimeZoneData();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledTimes(2);
    expect(dates.mock.calls[1][1]).toMatchObject({ timeZone: 'Europe/Berlin' });
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledTimes(3);
    expect(dates.mock.calls[2]).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
