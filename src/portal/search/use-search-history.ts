/**
 * The search dialog's view of the local history (src/portal/data/history.ts, the one implementation the detail
 * pages' "viewed" records share): read once when the dialog opens and written on every change.
 */
import { useCallback, useState } from 'react';
import { addSearch, addViewedItem, removeSearch, type History, type HistoryItem } from '../../core/history/history';
import { readHistory, updateHistory } from '../data/history';

export interface SearchHistory {
  history: History;
  addSearch(text: string): void;
  removeSearch(text: string): void;
  addViewed(item: HistoryItem): void;
}

export function useSearchHistory(): SearchHistory {
  const [history, setHistory] = useState<History>(readHistory);
  const update = useCallback((change: (h: History) => History) => setHistory(updateHistory(change)), []);
  return {
    history,
    addSearch: useCallback((text) => update((h) => ({ ...h, searches: addSearch(h.searches, text) })), [update]),
    removeSearch: useCallback((text) => update((h) => ({ ...h, searches: removeSearch(h.searches, text) })), [update]),
    addViewed: useCallback((item) => update((h) => ({ ...h, items: addViewedItem(h.items, item) })), [update]),
  };
}
