/**
 * The search dialog (spec 2 §2, spec 3 §2; issue 11 item 2), a lazy chunk of the portal: a native
 * `<dialog>.showModal()` in the portal's shadow root (top layer above any host z-index; the rest of the page,
 * host included, becomes inert) holding an ARIA 1.2 combobox. The input takes focus at once and again after
 * 100 ms (spec: "after 100 ms"; focusing at once too keeps the first keys typed after Ctrl+K). Esc, the close
 * button and a click on the backdrop close it; focus returns to the trigger. Index 0 of the options is the typed
 * text, arrows wrap, Enter picks, Delete removes a highlighted recent search; the number of options is
 * announced in a live region; key hints in the footer. Every rule is a core function (search-results,
 * search-submit, search-dialog, search-options, history, highlight); the options are one flat, numbered model
 * (core searchModel) rendered by small parts (parts/: SearchBox, ResultSection, Option); this file holds the
 * dialog's state and wires them together.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { SEARCH_INPUT_FOCUS_DELAY_MS } from '../../core/constants';
import { shownHistory } from '../../core/history/history';
import { moveHighlight } from '../../core/library/search-dialog';
import { searchSubmitTarget } from '../../core/library/search-submit';
import {
  historyItemOf,
  matchOfHistoryItem,
  matchTarget,
  portalSearchScope,
  type SearchMatch,
} from '../../core/library/search-results';
import { searchModalLinks } from '../../core/menus/search-modal';
import { searchModel, type SearchOption } from '../../core/library/search-options';
import type { ResolvedMenuLink } from '../../core/menus/navigation';
import { isOn } from '../../core/values';
import { useSignals } from '@preact/signals-react/runtime';
import { adoptStyles } from '../../ui/adopt-styles';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { portalSession } from '../session';
import { createMenuLinkResolver } from '../header/menu-links';
import { useAutocomplete } from './use-autocomplete';
import { useSearchHistory } from './use-search-history';
import { searchStyles } from './styles';
import { KeyHints } from './parts/KeyHints';
import { Option } from './parts/Option';
import { listId, optionId as optionIdOf, ResultSection } from './parts/ResultSection';
import { SearchBox } from './parts/SearchBox';
import { ScopeSwitch } from './ScopeSwitch';

export interface SearchDialogProps {
  /** Closes the dialog and returns focus to its trigger (Esc, backdrop, close button). */
  close(): void;
  /** Closes it after a choice that navigates (focus goes to the new page, not back to the trigger). */
  done?(): void;
  /** Widget mode (spec 2 §2): matches open the configured URL patterns (keys cr, event, speaker) in the top window. */
  widgetMode?: { urlPatterns?: unknown } | null;
}

export function SearchDialog({ close, done, widgetMode = null }: SearchDialogProps) {
  useSignals();
  const context = usePortal();
  const { t, clientConfig, locale, api } = context;
  const router = useRouter();
  const { match: route, location } = router;
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigating = useRef(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState('');
  const history = useSearchHistory();
  const project = route.params.project;
  const useLanguageInSearch = clientConfig?.useLanguageInSearch;
  const autocomplete = useAutocomplete(api, text, {
    project,
    locale,
    useLanguageInSearch,
    lang: isOn(useLanguageInSearch) ? locale.slice(0, 2).toLowerCase() : undefined,
  });

  // Open modally once mounted; styles of this chunk join the shadow root while it is open.
  useLayoutEffect(() => {
    const el = dialog.current;
    const removeStyles = adoptStyles(context.root, searchStyles, context.nonce);
    if (el && !el.open) el.showModal();
    input.current?.focus();
    const timer = window.setTimeout(() => input.current?.focus(), SEARCH_INPUT_FOCUS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (el?.open) el.close();
      removeStyles();
    };
  }, [context.root, context.nonce]);

  const { session } = portalSession(context);
  const user = session.state.value.user;
  const signedIn = !!user && !user.guest;
  const links = useMemo(() => {
    const resolve = createMenuLinkResolver();
    return searchModalLinks(clientConfig, { loggedIn: signedIn, locale, group: route.params.group, project })
      .map((item) => ({ text: String(item.text ?? ''), link: resolve(item) }))
      .filter((o) => o.link.kind !== 'none' && o.text.trim() !== '');
  }, [clientConfig, signedIn, locale, route.params.group, project]);

  const query = text.trim();
  const { options, sections } = useMemo(() => {
    const shown = query ? null : shownHistory(history.history);
    const current =
      autocomplete.query === query || autocomplete.status === 'waiting'
        ? autocomplete
        : { suggestions: [], matches: [] };
    return searchModel({
      query,
      recent: shown?.searches ?? [],
      viewed: shown?.items.map(matchOfHistoryItem) ?? [],
      links,
      suggestions: query ? current.suggestions : [],
      matches: query ? current.matches : [],
    });
  }, [query, history.history, links, autocomplete]);
  const optionId = (index: number) => optionIdOf(ids, index);
  const listIds = [...(query ? [listId(ids, 'q')] : []), ...sections.map((s) => listId(ids, s.key))];

  // A new text or new results start again at the typed text (index 0).
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text or new results start again at the typed text
  useEffect(() => {
    setActive(0);
  }, [options.length, query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the active option changes
  useEffect(() => {
    if (active > 0) dialog.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const finish = (go: () => void) => {
    navigating.current = true;
    dialog.current?.close();
    go();
  };

  const submit = (value: string) => {
    const q = value.trim();
    if (!q) return; // an empty submit is ignored (spec 2 §2)
    const current = {
      name: route.name,
      params: route.params,
      query: Object.fromEntries(new URLSearchParams(location.search)),
    };
    const target = searchSubmitTarget({
      q,
      current,
      scope: portalSearchScope(route.name) === 'reset' ? 'reset' : undefined,
    });
    if (!target) return;
    history.addSearch(q);
    context.host.emit('search', { query: q });
    finish(() => router.navigate(target));
  };

  const openMatch = (m: SearchMatch) => {
    const target = matchTarget(m, widgetMode);
    if (!target) return; // widget mode without a pattern: no link (spec 2 §2)
    history.addViewed(historyItemOf(m));
    finish(() => {
      if (target.kind === 'route') router.navigate(target.route);
      else window.open(target.href, target.target);
    });
  };

  const openLink = (link: ResolvedMenuLink) => {
    if (link.kind === 'portal') finish(() => router.navigate(link.path));
    else if (link.kind === 'href')
      finish(() => (link.newTab ? window.open(link.href, '_blank', 'noopener') : window.location.assign(link.href)));
  };

  const pick = (index: number) => {
    const option: SearchOption | undefined = options[index];
    if (!option) return;
    if (option.kind === 'match' || option.kind === 'viewed') openMatch(option.match);
    else if (option.kind === 'link') openLink(option.link);
    else submit(option.text);
  };

  const remove = (value: string) => {
    history.removeSearch(value);
    setNotice(t('search.recent.removed', { query: value }));
    input.current?.focus();
  };

  const highlighted: SearchOption | undefined = options[active];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveHighlight(a, options.length, event.key === 'ArrowUp' ? 'up' : 'down'));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Delete' && highlighted?.kind === 'recent') {
      event.preventDefault();
      remove(highlighted.text);
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close(); // only the backdrop hits the dialog box itself
  };

  const count = options.length - 1;
  const waiting = !!query && autocomplete.status === 'waiting';
  const failed = !!query && autocomplete.status === 'failed' && autocomplete.query === query;
  const empty = !!query && autocomplete.status === 'done' && autocomplete.query === query && count === 0;
  const status = waiting
    ? ''
    : failed
      ? t('search.failed')
      : empty
        ? t('header.search.noResults')
        : t('search.count', { count });
  const liveText = notice || status;
  // biome-ignore lint/correctness/useExhaustiveDependencies(text): new text clears the notice
  useEffect(() => {
    setNotice('');
  }, [text]);

  const optionEvents = { query, t, onPick: pick, onHover: setActive, onRemove: remove };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape is the key (native)
    <dialog
      ref={dialog}
      className="cp-search"
      aria-labelledby={`${ids}-title`}
      data-cp-open-root=""
      onClose={() => (navigating.current ? (done ?? close)() : close())}
      onClick={onBackdrop}
    >
      <div className="cp-search__panel">
        <h2 id={`${ids}-title`} className="cp-visually-hidden">
          {t('search.title')}
        </h2>
        <SearchBox
          ids={ids}
          input={input}
          text={text}
          expanded={count > 0 || !!query}
          controls={listIds}
          activeId={active > 0 ? optionId(active) : undefined}
          t={t}
          onText={setText}
          onKeyDown={onKeyDown}
          onSubmit={() => pick(active)}
          onClose={() => dialog.current?.close()}
        />
        <ScopeSwitch id={`${ids}-scope`} />
        {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
        <div className="cp-search__body" tabIndex={0} role="group" aria-label={t('search.results')}>
          {query ? (
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: focus stays in the input (combobox)
            <ul id={listId(ids, 'q')} role="listbox" aria-label={t('search.title')} className="cp-search__list">
              <Option option={options[0]} id={optionId(0)} selected={active === 0} {...optionEvents} />
            </ul>
          ) : null}
          {sections.map((section) => (
            <ResultSection key={section.key} section={section} ids={ids} active={active} {...optionEvents} />
          ))}
          {waiting && count === 0 ? <p className="cp-search__state">{t('search.loading')}</p> : null}
          {failed || empty ? <p className="cp-search__state">{status}</p> : null}
          {!query && count === 0 ? <p className="cp-search__state">{t('search.empty')}</p> : null}
        </div>
        <div role="status" className="cp-visually-hidden">
          {liveText}
        </div>
        <KeyHints id={`${ids}-keys`} t={t} />
      </div>
    </dialog>
  );
}
