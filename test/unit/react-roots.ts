/**
 * React roots for a test file that renders by hand: `const roots = reactRoots();` then `roots.create(container)` in a
 * test. After each test the roots it created unmount (inside `act`) and the body is emptied.
 */
import { afterEach } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export function reactRoots(): { create(container: Element | DocumentFragment): Root } {
  // React's act() warns unless the environment says it is a test.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const created: Root[] = [];
  afterEach(() => {
    for (const root of created.splice(0)) act(() => root.unmount());
    document.body.replaceChildren();
  });
  return {
    create(container) {
      const root = createRoot(container);
      created.push(root);
      return root;
    },
  };
}
