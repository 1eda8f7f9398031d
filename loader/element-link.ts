/**
 * What makes `<congress-widget>`/`<congress-portal>` live, in a chunk of its own that the loader core imports when
 * it meets the first such element (a page of data-attribute mount points never loads it): the element's own rules
 * (the `settings` property, an unknown attribute reported), its `ready` following its mount, a changed attribute or
 * `settings` property updating the mount. The core starts an element's mount once this chunk has read it. A
 * `<div>`'s data attributes are read once, as always.
 */
import type { MountHandle, MountOptions } from '../src/embed/runtime-api';
import { reserveBox } from '../src/embed/reserve';
import type { Entry } from './controller-types';
import type { SizeRuleOf } from '../src/core/layout/reserved-box';
import type { CongressElementInternals } from './elements';
import { MOUNT_ATTRIBUTES, mountProblem, type ParsedMount, readMountAttributes } from './mount-attributes';
import { describe, safely, warn } from './warn';

/** Mount attributes of both syntaxes that are no option: read where they are used (boxes, the portal's header). */
export const READ_WHERE_USED = ['height', 'aspect-ratio', 'search-shortcut', 'url-patterns'];

/** Every attribute an element knows, and the ones whose change the loader core applies. */
const KNOWN = ['widget', ...Object.keys(MOUNT_ATTRIBUTES), ...READ_WHERE_USED];

/**
 * Attributes any element may carry: HTML's global ones, `aria-*`, `data-*` (a framework's scoping attribute such as
 * Vue's `data-v-…`, the box record `data-cp-box`), event handlers.
 */
const GLOBAL_ATTRIBUTE =
  /^(id|class|style|slot|part|exportparts|hidden|inert|title|lang|dir|tabindex|role|translate|nonce|is|popover|aria-.+|data-.+|on.+)$/;

const ignore = () => undefined;

/** The controller's mounts, as the element's refresh needs them. */
export interface ElementHost {
  entries: Map<Element, Entry>;
  add(el: Element, options: MountOptions, problem?: string, given?: MountOptions): Entry;
  /** `replaced`: a new mount takes the old one's promise over. */
  drop(el: Element, replaced: boolean): void;
  /** Loads the mount now (eager) or when it nears the viewport. */
  start(el: Element, entry: Entry): void;
  sizeRuleOf: SizeRuleOf;
}

/** The first attribute of a custom element the mount attributes do not know (a typo such as `projekt`). */
export function unknownAttribute(el: Element): string | undefined {
  return el.getAttributeNames().find((name) => !KNOWN.includes(name) && !GLOBAL_ATTRIBUTE.test(name));
}

/**
 * An element's options: its attributes as for any mount point (loader/mount-attributes.ts), then its `settings`
 * property (an object, winning over the attribute, as mount()'s options win over the attributes); the problem is an
 * unknown attribute, else a bad settings property, else a bad settings attribute.
 */
export function readElement(el: Element): ParsedMount {
  const parsed = readMountAttributes(el);
  const property = (el as { settings?: unknown }).settings;
  if (property !== undefined) {
    const object = property && typeof property === 'object' && !Array.isArray(property);
    if (object) parsed.options.settings = property as Record<string, unknown>;
    else delete parsed.options.settings;
    parsed.problem = object ? undefined : `the settings property must be an object, received ${String(property)}`;
  }
  const unknown = unknownAttribute(el);
  if (unknown) parsed.problem = `unknown attribute "${unknown}" (known: ${KNOWN.join(', ')})`;
  return parsed;
}

/** The options an element mounts with: its own, under the ones `mount()` was given; the problem is in `error`. */
function optionsOf(el: Element, given: MountOptions | undefined): { options: MountOptions; problem?: string } {
  const parsed = readElement(el);
  const options: MountOptions = { ...parsed.options, ...given };
  const problem = mountProblem(options, given?.settings ? undefined : parsed.problem);
  if (problem) options.error = problem;
  return { options, problem };
}

const same = (a: MountOptions, b: MountOptions) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Ties an element to its new mount and starts it: `ready`, the element's full options (a problem warned about once,
 * shown by the runtime), the attribute observer and the `settings` setter. Returns the function that unties it
 * (unmount, disconnect).
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
  observer.observe(el, { attributes: true, attributeFilter: KNOWN });
  const { options, problem } = optionsOf(el, entry.given);
  if (problem) warn(`${describe(el)}: ${problem}`);
  if (!same(options, entry.options)) {
    entry.options = options;
    safely(reserveBox, el as HTMLElement, options, host.sizeRuleOf);
  }
  host.start(el, entry);
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
 * point still waiting for the viewport just takes the new options; anything else mounts anew (and is linked anew).
 * Nothing when the options are the same (an attribute set to its value).
 */
function refresh(el: Element, host: ElementHost): void {
  const entry = host.entries.get(el);
  if (!entry || !el.isConnected) return;
  const { options, problem } = optionsOf(el, entry.given);
  if (same(options, entry.options)) return;
  const fine = !problem && !entry.options.error;
  if (fine && entry.state === 'mounted' && settingsOnlyChange(entry.options, options)) {
    entry.options = options;
    entry.handle!.update(options.settings ?? {}).catch(ignore);
  } else if (fine && entry.state === 'waiting') {
    entry.options = options;
    safely(reserveBox, el as HTMLElement, options, host.sizeRuleOf);
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
