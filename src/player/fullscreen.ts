/**
 * Full screen of the player's own element. Inside a shadow root `document.fullscreenElement` is the shadow host,
 * so the state is read from the root node the player lives in (`shadowRoot.fullscreenElement`, STACK.md).
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useFullscreen(ref: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => {
      const el = ref.current;
      const holder = el?.getRootNode() as Document | ShadowRoot | undefined;
      setActive(!!el && holder?.fullscreenElement === el);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const request = active ? document.exitFullscreen() : el.requestFullscreen?.();
    // Refused (no user gesture, iframe without allowfullscreen): nothing to undo, the button keeps its state.
    Promise.resolve(request).catch(() => undefined);
  }, [ref, active]);
  return [active, toggle];
}
