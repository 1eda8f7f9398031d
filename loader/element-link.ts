import { isCongressElement } from '../src/contract/mount-attribute';
import type { MountHandle, MountOptions } from '../src/embed/runtime-api';
import type { CongressElementInternals } from './elements';
import { MOUNT_ATTRIBUTES } from './mount-attributes';

/** The attributes whose change the loader core applies (the unknown ones are reported when the element mounts). */
const OBSERVED = ['widget', ...Object.keys(MOUNT_ATTRIBUTES)];

const ignore = () => undefined;

/**
 * Ties a `<congress-widget>`/`<congress-portal>` to its mount in the loader core: its `ready` promise follows the
 * mount, a changed attribute or `settings` property calls `changed`. Returns the function that unties it (unmount,
 * disconnect). Nothing for a `<div>`: its data attributes are read once, as always.
 */
export function linkElement(el: Element, mounted: Promise<MountHandle>, changed: () => void): () => void {
  if (!isCongressElement(el)) return ignore;
  const internals = el as unknown as CongressElementInternals;
  follow(internals, mounted);
  // A framework may have set the property before loader.js defined the element: an own property then hides the
  // class's setter. Move it onto the setter so later changes reach the core.
  if (Object.hasOwn(el, 'settings')) {
    const value = internals.$s ?? (el as { settings?: unknown }).settings;
    delete (el as { settings?: unknown }).settings;
    internals.$s = value;
  }
  internals.$c = changed;
  // Several attributes set in one go (a framework's update) arrive as one batch: one change.
  const observer = new MutationObserver(changed);
  observer.observe(el, { attributes: true, attributeFilter: OBSERVED });
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
