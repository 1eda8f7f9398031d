/**
 * Autocomplete while typing (spec 2 §2, §9): the request starts 600 ms after the last key (core `debounce`),
 * answers for an older text are dropped, a blank text asks nothing. Results: 5 distinct suggestions and 5
 * distinct direct matches (core `autocompleteResults`). The pending timer is cancelled on unmount.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../core/constants';
import { debounce } from '../../core/library/debounce';
import { autocompleteResults, type SearchMatch } from '../../core/library/search-results';
import { loadAutocomplete } from '../../api/autocomplete';
import type { ApiClient } from '../../api/types';

export interface Autocomplete {
  /** idle: nothing typed; waiting: debounce or request running; done; failed. */
  status: 'idle' | 'waiting' | 'done' | 'failed';
  /** The text the results belong to. */
  query: string;
  suggestions: string[];
  matches: SearchMatch[];
}

const IDLE: Autocomplete = { status: 'idle', query: '', suggestions: [], matches: [] };

export function useAutocomplete(
  api: ApiClient,
  text: string,
  scope: { lang?: string; project?: string; useLanguageInSearch?: unknown; locale: string },
): Autocomplete {
  const [state, setState] = useState<Autocomplete>(IDLE);
  const latest = useRef('');
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const request = useMemo(
    () =>
      debounce(
        (query: string) => {
          const s = scopeRef.current;
          loadAutocomplete(api, { query, lang: s.lang, project: s.project }).then(
            (options) => {
              if (latest.current !== query) return;
              setState({
                status: 'done',
                query,
                ...autocompleteResults(options, query, s.locale, s.useLanguageInSearch),
              });
            },
            (error: unknown) => {
              if (latest.current !== query) return;
              console.warn('[CongressPortal] search suggestions could not be loaded', error);
              setState({ status: 'failed', query, suggestions: [], matches: [] });
            },
          );
        },
        AUTOCOMPLETE_DEBOUNCE_MS,
        window,
      ),
    [api],
  );

  useEffect(
    () => () => {
      request.cancel();
      latest.current = '';
    },
    [request],
  );

  const query = text.trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another project or language asks again
  useEffect(() => {
    latest.current = query;
    if (!query) {
      request.cancel();
      setState(IDLE);
      return;
    }
    setState((s) => (s.status === 'waiting' ? s : { ...s, status: 'waiting' }));
    request(query);
  }, [query, request, scope.project, scope.lang]);

  return state;
}
