let warmed = false;

/**
 * The first `Intl.DateTimeFormat` with a `timeZone` loads the ICU zone data, which costs tens of
 * milliseconds. Paying that in a task of its own while the widget chunk and its data are still on the
 * network keeps it out of the first render's task (issue 5 budget: long-task sum). Once per page. Called by
 * the widgets that format times (the timetable's `prefetch`), so a page without them never pays it.
 */
export function warmTimeZoneData(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', hour: 'numeric' }).format(0);
    } catch {
      // No Intl time zone support: the widgets fall back on their own.
    }
  }, 0);
}
