/**
 * The DOM event name of a host-bus event (docs/host-messages.md "The same events without postMessage"): the shared
 * filter's two messages are one `congress-filter` (its detail says whether it adds), every other type is
 * `congress-` + the type in kebab case (`play` → `congress-play`, `sessionChange` → `congress-session-change`,
 * `timetable.session` → `congress-timetable-session`): names a framework's template syntax can write.
 */
const NAMED: Readonly<Record<string, string>> = {
  'Widget.SetFilter': 'congress-filter',
  'Widget.AddFilter': 'congress-filter',
};

export function domEventName(type: string): string {
  return (
    NAMED[type] ??
    `congress-${type
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .toLowerCase()}`
  );
}
