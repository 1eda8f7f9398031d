import { MOUNT_SELECTOR } from './mount-attributes';
import { describe, warn } from './warn';

/** Whether mutation records' nodes hold an element at all, or a mount point (the loader core's watcher). */
export const hasElement = (nodes: NodeList) => Array.prototype.some.call(nodes, (n: Node) => n.nodeType === 1);
export const hasMountPoint = (nodes: NodeList) =>
  Array.prototype.some.call(
    nodes,
    (n: Node) =>
      n.nodeType === 1 &&
      ((n as Element).matches(MOUNT_SELECTOR) || (n as Element).querySelector(MOUNT_SELECTOR) !== null),
  );

/** `mount()`'s target: an element, or the first match of a selector (DocSearch's wording when none matches). */
export function resolveTarget(doc: Document, target: unknown): Element {
  const el = typeof target === 'string' ? doc.querySelector(target) : target;
  if (typeof target === 'string' && !el) throw new Error(`Container selector did not match any element: "${target}"`);
  if ((el as Element | null)?.nodeType !== 1) {
    const message = `${describe(target)} is not an element: mount() takes an element or a selector`;
    warn(message);
    throw new TypeError(message);
  }
  return el as Element;
}
