let warmed = false;

/**
 * The first `Intl.DateTimeFormat` with a `timeZone` loads the ICU zone data, and the first one for the
 * browser's own locale its locale data: together 30–50 ms on a 2-core machine (trace, issue 8 item 11).
 * Paying that in a task of its own while the widget's data are still on the network keeps it out of the
 * first render's task (issue 5 budget: long-task sum). Once per page. Called by the widgets that format times
 * (the timetable's `prefetch`, after its requests are sent), so a page without them never pays it.
 */
export function warmTimeZoneData(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', hour: 'numeric' }).format(0);
      new Intl.DateTimeFormat().resolvedOptions();
    } catch {
      // No Intl time zone support: the widgets fall back on their own.
    }
  }, 0);
}
