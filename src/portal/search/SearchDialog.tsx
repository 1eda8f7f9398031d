/**
 * The search dialog (spec 2 §2, spec 3 §2; issue 11 item 2), a lazy chunk of the portal: a native
 * `<dialog>.showModal()` in the portal's shadow root (top layer above any host z-index; the rest of the page,
 * host included, becomes inert) holding an ARIA 1.2 combobox. The input takes focus at once and again after
 * 100 ms (spec: "after 100 ms"; focusing at once too keeps the first keys typed after Ctrl+K). Esc, the close
 * button and a click on the backdrop close it; focus returns to the trigger. Index 0 of the options is the typed
 * text, arrows wrap, Enter picks, Delete removes a highlighted recent search; the number of options is
 * announced in a live region; key hints in the footer. Every rule is a core function (search-results,
 * search-submit, search-dialog, history, highlight); this file wires them to the DOM.
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
import { highlightParts } from '../../core/library/highlight';
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
import type { ResolvedMenuLink } from '../../core/menus/navigation';
import { isOn } from '../../core/live/values';
import { useSignals } from '@preact/signals-react/runtime';
import { adoptStyles } from '../../ui/adopt-styles';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { portalSession } from '../session';
import { createMenuLinkResolver } from '../header/menu-links';
import { Icon } from '../../ui/Icon';
import { CLOSE, EXTERNAL, SEARCH } from '../header/icons';
import { useAutocomplete } from './use-autocomplete';
import { useSearchHistory } from './use-search-history';
import { searchStyles } from './styles';
import { ScopeSwitch } from './ScopeSwitch';

export interface SearchDialogProps {
  /** Closes the dialog and returns focus to its trigger (Esc, backdrop, close button). */
  close(): void;
  /** Closes it after a choice that navigates (focus goes to the new page, not back to the trigger). */
  done?(): void;
  /** Widget mode (spec 2 §2): matches open the configured URL patterns (keys cr, event, speaker) in the top window. */
  widgetMode?: { urlPatterns?: unknown } | null;
}

type TextOption = { kind: 'query' | 'recent' | 'suggestion'; text: string };
type MatchOption = { kind: 'match' | 'viewed'; match: SearchMatch };
type LinkOption = { kind: 'link'; text: string; link: ResolvedMenuLink };
type Option = TextOption | MatchOption | LinkOption;
const isMatch = (o: Option): o is MatchOption => o.kind === 'match' || o.kind === 'viewed';

interface Section {
  key: string;
  label: string;
  options: Option[];
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
      .map((item): Option => ({ kind: 'link', text: String(item.text ?? ''), link: resolve(item) }))
      .filter((o) => o.kind === 'link' && o.link.kind !== 'none' && o.text.trim() !== '');
  }, [clientConfig, signedIn, locale, route.params.group, project]);

  const query = text.trim();
  const sections: Section[] = useMemo(() => {
    if (!query) {
      const shown = shownHistory(history.history);
      return [
        {
          key: 'recent',
          label: t('search.recent'),
          options: shown.searches.map((s): Option => ({ kind: 'recent', text: s })),
        },
        {
          key: 'viewed',
          label: t('search.viewed'),
          options: shown.items.map((i): Option => ({ kind: 'viewed', match: matchOfHistoryItem(i) })),
        },
        { key: 'links', label: t('search.links'), options: links },
      ].filter((s) => s.options.length > 0);
    }
    const current =
      autocomplete.query === query || autocomplete.status === 'waiting'
        ? autocomplete
        : { suggestions: [], matches: [] };
    return [
      {
        key: 'suggestions',
        label: t('search.suggestions'),
        options: current.suggestions.map((s): Option => ({ kind: 'suggestion', text: s })),
      },
      {
        key: 'matches',
        label: t('search.matches'),
        options: current.matches.map((m): Option => ({ kind: 'match', match: m })),
      },
    ].filter((s) => s.options.length > 0);
  }, [query, history.history, links, autocomplete, t]);

  const options: Option[] = useMemo(
    () => [{ kind: 'query', text: query }, ...sections.flatMap((s) => s.options)],
    [query, sections],
  );
  const optionId = (index: number) => `${ids}-o${index}`;
  const listIds = [...(query ? [`${ids}-lq`] : []), ...sections.map((s) => `${ids}-l${s.key}`)];

  // A new text or new results start again at the typed text (index 0).
  useEffect(() => {
    setActive(0);
  }, [options.length, query]);
  useEffect(() => {
    if (active > 0) dialog.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]); // eslint-disable-line react-hooks/exhaustive-deps

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
    const option = options[index];
    if (!option) return;
    if (isMatch(option)) openMatch(option.match);
    else if (option.kind === 'link') openLink(option.link);
    else submit(option.text);
  };

  const remove = (value: string) => {
    history.removeSearch(value);
    setNotice(t('search.recent.removed', { query: value }));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveHighlight(a, options.length, event.key === 'ArrowUp' ? 'up' : 'down'));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Delete' && options[active]?.kind === 'recent') {
      event.preventDefault();
      remove((options[active] as { text: string }).text);
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
  useEffect(() => {
    setNotice('');
  }, [text]);

  let index = 0;
  const renderOption = (option: Option) => {
    index += 1;
    const i = index;
    const selected = i === active;
    const common = {
      id: optionId(i),
      role: 'option',
      'aria-selected': selected,
      className: `cp-search__option${selected ? ' cp-search__option--active' : ''}`,
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
      onClick: () => pick(i),
      onMouseMove: () => {
        if (!selected) setActive(i);
      },
    } as const;
    if (isMatch(option)) {
      return (
        <li key={`${option.kind}:${option.match.type}:${option.match.id}`} {...common}>
          <span className="cp-search__text">
            {option.kind === 'match' ? <Highlighted text={option.match.title} query={query} /> : option.match.title}
          </span>
          <span className="cp-search__type">{t(`search.type.${option.match.type}`)}</span>
        </li>
      );
    }
    if (option.kind === 'recent') {
      return (
        <li key={`recent:${option.text}`} {...common}>
          <Icon path={SEARCH} size={16} />
          <span className="cp-search__text">{option.text}</span>
          {/* Pointer affordance only; keyboard users press Delete (footer hint). A button here would nest controls in an option. */}
          <span
            className="cp-search__remove"
            aria-hidden="true"
            title={t('search.recent.remove', { query: option.text })}
            onClick={(e) => {
              e.stopPropagation();
              remove(option.text);
            }}
          >
            <Icon path={CLOSE} size={16} />
          </span>
        </li>
      );
    }
    if (option.kind === 'link') {
      return (
        <li key={`link:${option.text}`} {...common}>
          <span className="cp-search__text">{option.text}</span>
          {option.link.kind === 'href' && option.link.newTab ? <Icon path={EXTERNAL} size={14} /> : null}
        </li>
      );
    }
    return (
      <li key={`${option.kind}:${option.text}`} {...common}>
        <Icon path={SEARCH} size={16} />
        <span className="cp-search__text">
          <Highlighted text={option.text} query={query} />
        </span>
      </li>
    );
  };

  return (
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
        <form
          role="search"
          className="cp-search__form"
          onSubmit={(e) => {
            e.preventDefault();
            pick(active);
          }}
        >
          <Icon path={SEARCH} size={22} />
          <label htmlFor={`${ids}-input`} className="cp-visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={input}
            id={`${ids}-input`}
            className="cp-search__input"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t('search.placeholder')}
            value={text}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={count > 0 || !!query}
            aria-controls={listIds.length ? listIds.join(' ') : undefined}
            aria-activedescendant={active > 0 ? optionId(active) : undefined}
            aria-describedby={`${ids}-keys`}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="cp-header__icon-button cp-search__close"
            aria-label={t('search.close')}
            onClick={() => dialog.current?.close()}
          >
            <Icon path={CLOSE} />
          </button>
        </form>
        <ScopeSwitch id={`${ids}-scope`} />
        {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
        <div className="cp-search__body" tabIndex={0} role="group" aria-label={t('search.results')}>
          {query ? (
            <ul id={`${ids}-lq`} role="listbox" aria-label={t('search.title')} className="cp-search__list">
              <li
                id={optionId(0)}
                role="option"
                aria-selected={active === 0}
                className={`cp-search__option cp-search__option--query${active === 0 ? ' cp-search__option--active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(0)}
              >
                <Icon path={SEARCH} size={16} />
                <span className="cp-search__text">{t('search.for', { query })}</span>
              </li>
            </ul>
          ) : null}
          {sections.map((s) => (
            <section key={s.key} className="cp-search__section">
              <h3 id={`${ids}-h${s.key}`} className="cp-search__heading">
                {s.label}
              </h3>
              <ul
                id={`${ids}-l${s.key}`}
                role="listbox"
                aria-labelledby={`${ids}-h${s.key}`}
                className="cp-search__list"
              >
                {s.options.map(renderOption)}
              </ul>
            </section>
          ))}
          {waiting && count === 0 ? <p className="cp-search__state">{t('search.loading')}</p> : null}
          {failed || empty ? <p className="cp-search__state">{status}</p> : null}
          {!query && count === 0 ? <p className="cp-search__state">{t('search.empty')}</p> : null}
        </div>
        <div role="status" className="cp-visually-hidden">
          {liveText}
        </div>
        <p id={`${ids}-keys`} className="cp-search__keys">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {t('search.keys.move')}
          </span>
          <span>
            <kbd>Enter</kbd> {t('search.keys.pick')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('search.keys.close')}
          </span>
          <span>
            <kbd>Del</kbd> {t('search.keys.remove')}
          </span>
        </p>
      </div>
    </dialog>
  );
}

/** Matched words as `<mark>` elements built from text parts (core highlightParts): no HTML from data. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}
