/**
 * The local history (core `history`, storage key 'history', spec 2 §2): recent searches and recently viewed
 * items, read once when the dialog opens and written on every change. Storage that is missing or refuses
 * (private mode, a sandboxed frame) leaves a history for this page only.
 */
import { useCallback, useState } from 'react';
import { addSearch, addViewedItem, loadHistory, removeSearch, saveHistory, type History, type HistoryItem } from '../../core/history/history';
import type { StringStorage } from '../../core/client/storage';

function browserStorage(): StringStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // reading localStorage itself throws where storage is blocked
  }
}

export interface SearchHistory {
  history: History;
  addSearch(text: string): void;
  removeSearch(text: string): void;
  addViewed(item: HistoryItem): void;
}

export function useSearchHistory(): SearchHistory {
  const [history, setHistory] = useState<History>(() => loadHistory(browserStorage()));
  const update = useCallback((change: (h: History) => History) => {
    // Re-read first: another tab (or a detail page) may have written since the dialog opened.
    const next = change(loadHistory(browserStorage()));
    saveHistory(browserStorage(), next);
    setHistory(next);
  }, []);
  return {
    history,
    addSearch: useCallback((text) => update((h) => ({ ...h, searches: addSearch(h.searches, text) })), [update]),
    removeSearch: useCallback((text) => update((h) => ({ ...h, searches: removeSearch(h.searches, text) })), [update]),
    addViewed: useCallback((item) => update((h) => ({ ...h, items: addViewedItem(h.items, item) })), [update]),
  };
}
