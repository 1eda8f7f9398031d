/** `react-dom` and `react-dom/client` for the light path of the script-tag build (see react-on-preact.ts). */
import { options, render } from 'preact';
import type { ComponentChild } from 'preact';

export { createPortal } from 'preact';

/** React's flushSync: updates made in `callback` are committed before it returns (as preact/compat does). */
export function flushSync<R>(callback: () => R): R {
  const debounce = options.debounceRendering;
  let flush: (() => void) | undefined;
  options.debounceRendering = (cb) => {
    flush = cb;
  };
  try {
    const result = callback();
    flush?.();
    return result;
  } finally {
    options.debounceRendering = debounce;
  }
}

/** React's createRoot: a synchronous render into `container`, emptied first, and an unmount. */
export function createRoot(container: Element | DocumentFragment) {
  let rendered = false;
  return {
    render(children: ComponentChild) {
      if (!rendered) container.textContent = '';
      rendered = true;
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
