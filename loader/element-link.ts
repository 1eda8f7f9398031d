/**
 * What makes `<congress-widget>`/`<congress-portal>` live, in a chunk of its own that the loader core imports when
 * it meets the first such element (a page of data-attribute mount points never loads it): the element's `ready`
 * follows its mount, a changed attribute or `settings` property updates the mount. A `<div>`'s data attributes are
 * read once, as always.
 */
import type { MountHandle, MountOptions } from '../src/embed/runtime-api';
import { reserveBox } from '../src/embed/reserve';
import type { Entry } from './controller';
import type { CongressElementInternals } from './elements';
import { MOUNT_ATTRIBUTES, mountProblem, readMountAttributes } from './mount-attributes';
import { safely } from './warn';

/** The attributes whose change the loader core applies (the unknown ones are reported when the element mounts). */
const OBSERVED = ['widget', ...Object.keys(MOUNT_ATTRIBUTES)];

const ignore = () => undefined;

/** The controller's mounts, as the element's refresh needs them. */
export interface ElementHost {
  entries: Map<Element, Entry>;
  add(el: Element, options: MountOptions, problem?: string, given?: MountOptions): Entry;
  /** `replaced`: a new mount takes the old one's promise over. */
  drop(el: Element, replaced: boolean): void;
}

/**
 * Ties an element to its mount: `ready`, the attribute observer and the `settings` setter. Returns the function
 * that unties it (unmount, disconnect). A change made while this chunk was loading is applied at once.
 */
export function linkElement(el: Element, entry: Entry, host: ElementHost): () => void {
  const internals = el as unknown as CongressElementInternals;
  follow(internals, entry.promise);
  // A framework may have set the property before loader.js defined the element: an own property then hides the
  // class's setter. Move it onto the setter so later changes reach the core.
  if (Object.hasOwn(el, 'settings')) {
    const value = (el as { settings?: unknown }).settings;
    delete (el as { settings?: unknown }).settings;
    internals.$s = value;
  }
  const changed = () => safely(refresh, el, host);
  internals.$c = changed;
  // Several attributes set in one go (a framework's update) arrive as one batch: one change.
  const observer = new MutationObserver(changed);
  observer.observe(el, { attributes: true, attributeFilter: OBSERVED });
  changed();
  return () => {
    observer.disconnect();
    if (internals.$c === changed) internals.$c = undefined;
  };
}

/** The element's `ready` becomes this mount's promise; the first one loader.js handed out resolves with it. */
export function follow(internals: CongressElementInternals, mounted: Promise<MountHandle>): void {
  mounted.catch(ignore); // a failure is reported in the console and in the element; `ready` rejects for who awaits it
  const first = internals.$r;
  if (first) {
    internals.$r = undefined;
    first(mounted);
  } else if ('ready' in internals) internals.ready = mounted;
}

/**
 * An element's attributes or `settings` property changed: new settings go into the mounted widget in place; a mount
 * point still waiting for the viewport just takes the new options; anything else mounts anew. Nothing when the
 * options are the same (an attribute set to its value, or the check after linking).
 */
function refresh(el: Element, host: ElementHost): void {
  const entry = host.entries.get(el);
  if (!entry || !el.isConnected) return;
  const parsed = readMountAttributes(el);
  const options: MountOptions = { ...parsed.options, ...entry.given };
  const problem = mountProblem(options, entry.given?.settings ? undefined : parsed.problem);
  if (problem) options.error = problem;
  if (JSON.stringify(options) === JSON.stringify(entry.options)) return;
  const fine = !problem && !entry.options.error;
  if (fine && entry.state === 'mounted' && settingsOnlyChange(entry.options, options)) {
    entry.options = options;
    entry.handle!.update(options.settings ?? {}).catch(ignore);
  } else if (fine && entry.state === 'waiting') {
    entry.options = options;
    safely(reserveBox, el as HTMLElement, options);
  } else {
    host.drop(el, true);
    // A promise handed out for the old mount (the element's first `ready`) follows the new one.
    entry.settle[0](host.add(el, options, problem, entry.given).promise);
  }
}

const withoutSettings = ({ settings: _settings, ...rest }: MountOptions) => JSON.stringify(rest);

/**
 * Whether a change touches only the settings and keeps every key the widget had: then `handle.update()` merges the
 * new values in place. Anything else (another project, widget, name, a setting removed) is a new mount.
 */
export function settingsOnlyChange(before: MountOptions, after: MountOptions): boolean {
  if (withoutSettings(before) !== withoutSettings(after)) return false;
  const next = after.settings ?? {};
  return Object.keys(before.settings ?? {}).every((key) => key in next);
}
