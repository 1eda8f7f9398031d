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

/** What a widget says about one of its media elements (kind, id, title); read at each playback event. */
const mediaDetails = new WeakMap<EventTarget, () => Record<string, unknown>>();

/**
 * Names what a `<video>`/`<audio>` plays for its `play`, `pause` and `ended` host events, which the mount posts for
 * every media element (one source, so an event is posted once). Returns the undo for the widget's cleanup.
 */
export function describeMedia(media: EventTarget, detail: () => Record<string, unknown>): () => void {
  mediaDetails.set(media, detail);
  return () => mediaDetails.delete(media);
}

/** The host event detail of a media element's playback event: what it plays, and its position in whole seconds. */
export function mediaEventDetail(media: HTMLMediaElement): Record<string, unknown> {
  return { ...mediaDetails.get(media)?.(), position: Math.floor(media.currentTime || 0) };
}
