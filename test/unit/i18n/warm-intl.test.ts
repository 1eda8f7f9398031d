import { afterEach, describe, expect, it, vi } from 'vitest';

describe('warmTimeZoneData: ICU zone data loads once per page, in a task of its own', () => {
  afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); vi.resetModules(); });
  it('schedules one zero-delay task however many widgets mount, and builds in it a zoned formatter and one for the browser\'s own locale', async () => {
    vi.useFakeTimers();
    const { warmTimeZoneData } = await import('../../../src/i18n/warm-intl');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    warmTimeZoneData();
    warmTimeZoneData();
    expect(vi.getTimerCount()).toBe(1);
    expect(spy).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[0][1]).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect(spy.mock.calls[1]).toEqual([]);
  });
});
