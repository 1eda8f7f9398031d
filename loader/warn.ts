import { describeElement, warnInConsole as warn } from '../src/embed/describe-element';

/** Every loader message starts with the runtime's prefix, so integrators can filter the console. */
export { warn };

/**
 * Names a mount point the way it appears in the page source, so a warning points at the right element
 * (`<div data-congress-widget="timetable">`, the runtime's own wording); non-elements by their type.
 */
export function describe(target: unknown): string {
  const el = target as Element | null;
  if (el?.nodeType !== 1) return target === null ? 'null' : typeof target;
  return describeElement(el);
}

/** Runs a host-supplied or observer callback without letting its error escape into the host page. */
export function safely<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): void {
  try {
    fn(...args);
  } catch (error) {
    warn(`a callback failed: ${String(error)}`);
  }
}
