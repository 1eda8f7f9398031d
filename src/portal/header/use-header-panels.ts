/**
 * The header's one-open-at-a-time state (core `nextHeaderPanel`: search, user menu, nav, left or right mega
 * menu) plus which dropdown of the bar is open. While something is open, a document `pointerdown` (read
 * through `composedPath()`, so clicks inside our shadow root are seen for what they are) closes menus that
 * were clicked outside of, and Escape closes and returns focus to the button that opened it. Both listeners
 * exist only while a panel is open and are removed on close and on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextHeaderPanel, type HeaderPanel, type HeaderPanelEvent } from '../../core/menus/header-chrome';
import { deepActiveElement } from '../../ui/focus';

export interface HeaderPanels {
  panel: HeaderPanel | null;
  /** The open dropdown or mega menu of the bar (menu item id), when panel is megaLeft/megaRight. */
  item: string | null;
  /** Set when the panel was opened from the keyboard: its first entry takes focus. */
  focusFirst: boolean;
  toggle(panel: HeaderPanel, options?: { item?: string; keyboard?: boolean; open?: boolean }): void;
  dispatch(event: HeaderPanelEvent): void;
  /** Closes whatever is open and returns focus to its opener. */
  dismiss(): void;
  /** Closes the bar's dropdown `item` if it is the open one (the flyout's close delay ran out). */
  closeItem(item: string): void;
}

/** Marks an element that belongs to the open panel (trigger or flyout): clicks inside it do not dismiss. */
export const OPEN_ROOT_ATTRIBUTE = 'data-cp-open-root';

export function useHeaderPanels(): HeaderPanels {
  const [state, setState] = useState<{ panel: HeaderPanel | null; item: string | null; focusFirst: boolean }>({
    panel: null,
    item: null,
    focusFirst: false,
  });
  const opener = useRef<HTMLElement | null>(null);

  const dispatch = useCallback((event: HeaderPanelEvent) => {
    setState((s) => {
      const panel = nextHeaderPanel(s.panel, event);
      return panel === s.panel ? s : { panel, item: panel === null ? null : s.item, focusFirst: false };
    });
  }, []);

  const toggle = useCallback<HeaderPanels['toggle']>((panel, options = {}) => {
    const active = deepActiveElement();
    opener.current = active instanceof HTMLElement ? active : null;
    setState((s) => {
      const item = options.item ?? null;
      const same = s.panel === panel && s.item === item;
      if (options.open)
        return same ? { ...s, focusFirst: !!options.keyboard } : { panel, item, focusFirst: !!options.keyboard };
      if (same) return { panel: null, item: null, focusFirst: false };
      const next = s.panel === panel ? panel : nextHeaderPanel(s.panel, { type: 'toggle', panel });
      return { panel: next, item: next === null ? null : item, focusFirst: !!options.keyboard };
    });
  }, []);

  const dismiss = useCallback(() => {
    setState({ panel: null, item: null, focusFirst: false });
    const back = opener.current;
    if (back?.isConnected) back.focus();
  }, []);

  const closeItem = useCallback((item: string) => {
    setState((s) => (s.item === item ? { panel: null, item: null, focusFirst: false } : s));
  }, []);

  const open = state.panel !== null;
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const inside = event
        .composedPath()
        .some((node) => node instanceof Element && node.hasAttribute(OPEN_ROOT_ATTRIBUTE));
      if (!inside) dispatch({ type: 'documentClick' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setState({ panel: null, item: null, focusFirst: false });
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, dispatch]);

  return { ...state, toggle, dispatch, dismiss, closeItem };
}
