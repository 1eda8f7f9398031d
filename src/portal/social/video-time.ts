/**
 * The share dialog's optional timestamp on a detail page (spec 2 §4; issue 11 item 4 "share at the current time"):
 * the current time, in whole seconds, of the page's video. Read once when the dialog opens, so the page does not
 * re-render on every `timeupdate` to keep a time nobody asked for. Null while nothing has played (time 0: sharing
 * "start at 0:00" is the plain link).
 */
export function videoTime(scope: Element | null | undefined): number | null {
  const video = scope?.querySelector('video');
  const time = video ? video.currentTime : 0;
  return Number.isFinite(time) && time >= 1 ? Math.floor(time) : null;
}
