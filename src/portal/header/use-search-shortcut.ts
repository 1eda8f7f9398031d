/**
 * The search shortcut (spec 3 §2 Search dialog; issue 10 item 2, issue 11 item 2): Ctrl/Cmd + the configured
 * key (default K) when the key press does not come from a text field — its real target is read with
 * `composedPath()`, because the event is retargeted to the shadow host at the document — and the host page did
 * not handle it already. One `keydown` listener on the document, none when the shortcut is off, removed on
 * unmount.
 */
import { useEffect, useRef } from 'react';
import { isSearchShortcut } from '../../core/menus/search-shortcut';

function isTyping(el: EventTarget | undefined): boolean {
  if (!(el instanceof Element)) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(el.type);
  return (el as HTMLElement).isContentEditable === true;
}

export function useSearchShortcut(key: string | null, onShortcut: () => void): void {
  const callback = useRef(onShortcut);
  callback.current = onShortcut;
  useEffect(() => {
    if (key === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const press = {
        key: event.key ?? '',
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        typing: isTyping(event.composedPath()[0]),
        handled: event.defaultPrevented,
      };
      if (!isSearchShortcut(press, key)) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
