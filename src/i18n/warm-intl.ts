let warmed = false;

/**
 * The first use of Intl on a page initialises ICU (40–60 ms on a 2-core machine, measured in Chromium 24 Nov: even a
 * NumberFormat pays it), the first `Intl.DateTimeFormat` its date data (5–25 ms more), the first one with a
 * `timeZone` the zone data, and the first for the browser's own locale its locale data (trace, issue 8 item 11).
 * Paying that while the widget's data are still on the network keeps it out of the first render's task (issue 5
 * budget: long-task sum), and paying it in one task per step keeps each under the 50 ms of a long task (one task
 * for all of it was 73 ms: Lighthouse's total blocking time counted 23 ms of it). Once per page. Called by the
 * widgets that format times (the timetable's `prefetch`, after its requests are sent), so a page without them
 * never pays it.
 */
const STEPS: Array<() => unknown> = [
  () => new Intl.NumberFormat('en').format(1),
  () => new Intl.DateTimeFormat('en').format(0),
  () => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', hour: 'numeric' }).format(0),
  () => new Intl.DateTimeFormat().resolvedOptions(),
];

export function warmTimeZoneData(): void {
  if (warmed) return;
  warmed = true;
  const step = (index: number) => {
    if (index >= STEPS.length) return;
    try {
      STEPS[index]();
    } catch {
      return; // No Intl time zone support: the widgets fall back on their own.
    }
    setTimeout(() => step(index + 1), 0);
  };
  setTimeout(() => step(0), 0);
}
