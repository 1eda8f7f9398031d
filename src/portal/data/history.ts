/**
 * The one local history of the portal (core `history`, storage key 'history', spec 2 §2, §5): the search dialog's
 * recent searches and recently viewed items, and the detail pages' "viewed" records, all through `updateHistory`:
 * it re-reads the storage first (another tab or screen may have written), applies the change (blanks ignored,
 * duplicates removed, newest first, cap 20: core rules) and writes it back. Storage that is missing or refuses
 * (private mode, a sandboxed frame) leaves a history for this page only.
 */
import { addViewedItem, loadHistory, saveHistory, type History } from '../../core/history/history';
import type { StringStorage } from '../../core/client/storage';

function browserStorage(): StringStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // reading localStorage itself throws where storage is blocked
  }
}

export function readHistory(): History {
  return loadHistory(browserStorage());
}

export function updateHistory(change: (h: History) => History): History {
  const next = change(readHistory());
  saveHistory(browserStorage(), next);
  return next;
}

/**
 * Records a viewed item (a detail page calls this once its item has loaded): `{ id, type: 'congressresource' |
 * 'event' | 'speaker', source: { slug, title, id, project } }` (speakers: firstname, lastname). Invalid items are
 * ignored.
 */
export function recordViewed(item: unknown): History {
  return updateHistory((h) => ({ ...h, items: addViewedItem(h.items, item) }));
}
