/**
 * Arrow-key movement inside a menu level (WAI-ARIA disclosure navigation): the entries of a level carry
 * `data-nav-level="<level id>"`; Up/Down (or Left/Right in the bar) move between them with wrap-around,
 * Home/End go to the ends. Returns true when it moved focus.
 */
import { deepActiveElement } from '../../ui/focus';

export function moveWithinLevel(container: ParentNode, level: string, key: string, horizontal = false): boolean {
  const entries = [...container.querySelectorAll<HTMLElement>(`[data-nav-level="${level}"]`)];
  if (entries.length === 0) return false;
  const index = entries.indexOf(deepActiveElement() as HTMLElement);
  const [back, forward] = horizontal ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  let next: number;
  if (key === forward) next = index < 0 ? 0 : (index + 1) % entries.length;
  else if (key === back) next = index < 0 ? entries.length - 1 : (index - 1 + entries.length) % entries.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = entries.length - 1;
  else return false;
  entries[next].focus();
  return true;
}

/** Focuses the first entry of a level (a flyout opened from the keyboard). */
export function focusFirstOf(container: ParentNode | null, level: string): void {
  container?.querySelector<HTMLElement>(`[data-nav-level="${level}"]`)?.focus();
}
