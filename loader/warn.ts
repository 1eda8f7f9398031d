/** Every loader message starts with this prefix so integrators can filter the console. */
const PREFIX = '[CongressPortal] ';

/** Console warning; never throws (a host page without a console must not break). */
export function warn(message: string): void {
  try {
    console.warn(PREFIX + message);
  } catch {
    /* no console: nothing to report to */
  }
}

/**
 * Names an element the way it appears in the page source, so a warning points at the right mount point:
 * `<div data-congress-widget="timetable">`. Non-elements are described by their type.
 */
export function describe(target: unknown): string {
  const el = target as Element | null;
  if (!el || el.nodeType !== 1) return target === null ? 'null' : typeof target;
  const attr = ['data-congress-widget', 'data-congress-portal', 'id'].find((a) => el.hasAttribute(a));
  const value = attr ? el.getAttribute(attr) : null;
  return `<${el.tagName.toLowerCase()}${attr ? ` ${attr}${value ? `="${value}"` : ''}` : ''}>`;
}

/** Runs a host-supplied or observer callback without letting its error escape into the host page. */
export function safely<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): void {
  try {
    fn(...args);
  } catch (error) {
    warn(`a callback failed: ${String(error)}`);
  }
}
