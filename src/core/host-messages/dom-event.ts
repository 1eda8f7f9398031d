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

/**
 * The DOM side of the host contract: every event a mount reports is also a `CustomEvent` named `congress-…` on its
 * mount element (`<congress-widget>`, `<congress-portal>` or a data-attribute mount point), bubbling and composed,
 * so frameworks listen with their own syntax (`@congress-filter`, `onCongressFilter`). Detail types:
 * src/embed/element-api.ts. True when the host cancelled a `cancelable` one (`congress-navigate`).
 */
export function dispatchCongressEvent(el: EventTarget, name: string, detail: object, cancelable = false): boolean {
  return !el.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
