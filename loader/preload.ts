/**
 * Issue 8 item 11: a widget's chunk — and the chunks it imports — are requested as soon as the loader core
 * starts its mount, in parallel with runtime.js, not once the runtime has arrived, been parsed and started the
 * mount (one round trip and the runtime's compile time less between settings, chunk and data). The runtime's
 * own import of the same URL then finds the module loaded or on its way; a failure is the runtime's to report
 * (its import fails the same way and offers the retry). Only widgets the build made: a misspelt name would add
 * a failed request to the console next to its one clear warning.
 */
declare const __CP_WIDGETS__: readonly string[] | undefined;
/** The widget chunks of the build (rollup.config.ts); none outside it (unit tests pass their own). */
const BUILT: readonly string[] = typeof __CP_WIDGETS__ === 'object' ? __CP_WIDGETS__ : [];

const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

declare const __CP_SHARED__: string | undefined;
/**
 * The `shared` chunk's file (hashed; the build writes its name in, rollup.config.ts `sharedChunkName`). Every widget
 * chunk but html-text's imports it (the build checks this): requested with the widget chunk rather than once the
 * browser has parsed that, it saves the page a round trip before the widget can run (issue 8 item 11: ≈ 28 ms on the
 * timetable's first load).
 */
const SHARED = typeof __CP_SHARED__ === 'string' ? __CP_SHARED__ : '';

export function preloadWidget(
  cdn: string,
  widget: string,
  importModule = importUrl,
  built = BUILT,
  shared = SHARED,
): void {
  if (!built.includes(widget)) return;
  for (const file of [`widgets/${widget}.js`, widget !== 'html-text' && shared]) {
    if (file) importModule(cdn + file).catch(() => undefined);
  }
}
