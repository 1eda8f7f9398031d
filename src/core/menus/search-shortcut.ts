import { nonEmptyString } from '../values';

/**
 * Issue 10 item 2, spec 3 §2 Search dialog: the shortcut's key with Ctrl/Cmd. The mount option wins (false
 * turns it off), else the mount attribute ('off', 'false' or 'none' turn it off; one character names the
 * key), else 'k'.
 */
export function searchShortcutKey(option: unknown, attribute: unknown): string | null {
  if (option === false) return null;
  for (const value of [option, attribute]) {
    const v = nonEmptyString(value)?.toLowerCase();
    if (v === undefined || v === null) continue;
    if (v === 'off' || v === 'false' || v === 'none') return null;
    if ([...v].length === 1) return v;
  }
  return 'k';
}

/**
 * What the shortcut needs to know of a key press and of its real target. `handled`: the event's default was
 * already prevented (the host page's own shortcut took it), so the portal leaves it alone.
 */
export interface ShortcutPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  typing: boolean;
  handled?: boolean;
}

/**
 * Spec 3 §2 Search dialog: opened by Ctrl/Cmd+K when no text field has focus (`typing`: the event's real
 * target is an input, textarea, select or editable). Alt and Shift combinations, and presses the host page
 * already handled, are left to the page.
 */
export function isSearchShortcut(press: ShortcutPress, key: string | null): boolean {
  if (key === null || press.typing || press.handled === true || press.altKey || press.shiftKey) return false;
  return (press.ctrlKey || press.metaKey) && press.key.toLowerCase() === key;
}
