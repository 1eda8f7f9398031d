/** What a key does while the player has focus (issue 11 item 4: shortcuts act only then). */
export type PlayerKeyAction =
  | { type: 'toggle-play' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'volume-by'; delta: number }
  | { type: 'toggle-fullscreen' }
  | { type: 'toggle-mute' }
  | { type: 'toggle-captions' };

/** Seconds an arrow key seeks (left / right). */
export const SEEK_STEP = 5;
/** Volume step of an arrow key (up / down), 0…1. */
export const VOLUME_STEP = 0.1;
/** Speeds of the speed menu. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const ACTIONS: Record<string, PlayerKeyAction> = {
  ' ': { type: 'toggle-play' },
  k: { type: 'toggle-play' },
  ArrowLeft: { type: 'seek-by', seconds: -SEEK_STEP },
  ArrowRight: { type: 'seek-by', seconds: SEEK_STEP },
  ArrowUp: { type: 'volume-by', delta: VOLUME_STEP },
  ArrowDown: { type: 'volume-by', delta: -VOLUME_STEP },
  f: { type: 'toggle-fullscreen' },
  m: { type: 'toggle-mute' },
  c: { type: 'toggle-captions' },
};

/** Where the key was pressed: shortcuts leave form fields, sliders, menus and buttons their own keys. */
export type KeyTarget = 'player' | 'button' | 'slider' | 'text-field' | 'menu';

/**
 * The player's keyboard shortcuts (issue 11 item 4): space / k play or pause, ← → seek 5 s, ↑ ↓ volume, f full
 * screen, m mute, c captions. No action with a modifier key (Ctrl, Alt, Meta: browser and host shortcuts), in a
 * text field or menu, for space and Enter on a button (which press it), or for the arrows on a slider (which move it).
 */
export function playerKeyAction(key: string, target: KeyTarget, modifiers = false): PlayerKeyAction | null {
  if (modifiers || target === 'text-field' || target === 'menu') return null;
  const action = ACTIONS[key.length === 1 ? key.toLowerCase() : key] ?? null;
  if (!action) return null;
  if (target === 'button' && key === ' ') return null;
  if (target === 'slider' && key.startsWith('Arrow')) return null;
  return action;
}
