import { describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../../src/core/constants';
import { debounce } from '../../../../src/core/library/debounce';
import { highlightParts } from '../../../../src/core/library/highlight';
import {
  autocompleteResults,
  completionOf,
  historyItemOf,
  matchOfHistoryItem,
  matchTarget,
  portalSearchScope,
  toSearchMatch,
} from '../../../../src/core/library/search-results';
import { searchSubmitTarget } from '../../../../src/core/library/search-submit';
import { addSearch, removeSearch, shownHistory, addViewedItem } from '../../../../src/core/history/history';
import { searchModalLinks } from '../../../../src/core/menus/search-modal';

const opt = (id: number, type: string, text: string, source: Record<string, unknown> = {}) => ({
  _id: String(id),
  _type: type,
  text,
  _source: { id, slug: `s${id}`, project: 'p1', title: text, ...source },
});

describe('spec 2 §9 autocomplete debounce 600 ms', () => {
  it('calls once, 600 ms after the last key, with the last text; cancel drops a pending call', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const d = debounce(fn, AUTOCOMPLETE_DEBOUNCE_MS, {
        setTimeout: (f, ms) => setTimeout(f, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      });
      d('c');
      vi.advanceTimersByTime(300);
      d('ca');
      vi.advanceTimersByTime(599);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledTimes(1);
      expect(fn).toHaveBeenCalledWith('ca');
      d('car');
      d.cancel();
      vi.advanceTimersByTime(1000);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('spec 2 §2 with a query: up to 5 distinct suggestions and up to 5 distinct direct matches', () => {
  it('suggestions are distinct completions of the typed text (never the typed text); matches are distinct by type and id', () => {
    const options = [
      opt(1, 'congressresource', 'Heart failure'),
      opt(1, 'congressresource', 'Heart failure'),
      opt(2, 'event', 'heart FAILURE '),
      opt(3, 'speaker', 'Anna Heart', { firstname: 'Anna', lastname: 'Heart' }),
      opt(4, 'congressresource', 'heart'),
      opt(5, 'timeline', 'Hearts: heartbeat'),
      opt(6, 'congressresource', 'Heartburn'),
      opt(7, 'congressresource', 'Hearth'),
      opt(8, 'congressresource', 'Heartland'),
      opt(9, 'event', 'Heartwood'),
    ];
    const { suggestions, matches } = autocompleteResults(options, 'Heart', 'en', 0);
    expect(suggestions).toEqual(['hearts', 'heartburn', 'hearth', 'heartland', 'heartwood']);
    expect(matches.map((m) => `${m.type}:${m.id}`)).toEqual([
      'congressresource:1',
      'event:2',
      'speaker:3',
      'congressresource:4',
      'congressresource:6',
    ]);
    expect(matches[2].title).toBe('Anna Heart');
  });
  it('a completion keeps the earlier words and completes the last one from the text', () => {
    expect(completionOf('Acute heart failure: outcomes', 'acute fail')).toBe('acute failure');
    expect(completionOf('Telemedizin in der Kardiologie', 'TELEMED')).toBe('telemedizin');
    expect(completionOf('Cardiology', 'cardiology')).toBeNull();
    expect(completionOf('Radiology', 'cardio')).toBeNull();
    expect(completionOf(null, 'x')).toBeNull();
  });
  it('bad answers give empty lists; slides and options without an id are no matches', () => {
    expect(autocompleteResults(null, 'x')).toEqual({ suggestions: [], matches: [] });
    expect(toSearchMatch({ _type: 'timeline', _id: '1', _source: {} })).toBeNull();
    expect(toSearchMatch({ _type: 'event', _source: {} })).toBeNull();
  });
  it('the title is the localised one when the client sets useLanguageInSearch to 1 (spec 2 §5)', () => {
    const o = opt(1, 'congressresource', 'Telemedicine', { de_title: 'Telemedizin' });
    expect(toSearchMatch(o, 'de', 1)?.title).toBe('Telemedizin');
    expect(toSearchMatch(o, 'de', 0)?.title).toBe('Telemedicine');
  });
});

describe('spec 2 §2 matched words highlighted: parts built from text, never HTML', () => {
  it.each([
    [
      'Heart failure',
      'fail',
      [
        ['Heart ', false],
        ['fail', true],
        ['ure', false],
      ],
    ],
    [
      'Heart and heart',
      'HEART',
      [
        ['Heart', true],
        [' and ', false],
        ['heart', true],
      ],
    ],
    [
      '<b>x</b> (a+b)',
      '(a+b) <b>',
      [
        ['<b>', true],
        ['x</b> ', false],
        ['(a+b)', true],
      ],
    ],
    ['Plain', '', [['Plain', false]]],
    ['', 'x', []],
  ])('%j with %j', (text, query, expected) => {
    expect(highlightParts(text, query).map((p) => [p.text, p.match])).toEqual(expected);
  });
  it('a 2,000-character query with regex characters is safe', () => {
    expect(highlightParts('a.b', `${'.*'.repeat(1000)}`)).toEqual([{ text: 'a.b', match: false }]);
  });
});

describe('spec 2 §2 recent searches: at most 5 shown, newest first, a recent search can be removed', () => {
  it('caps the shown list at 5 of the stored 20 and removes case-insensitively', () => {
    let searches: string[] = [];
    for (let i = 1; i <= 25; i += 1) searches = addSearch(searches, `q${i}`);
    expect(searches).toHaveLength(20);
    expect(shownHistory({ searches, items: [] }).searches).toEqual(['q25', 'q24', 'q23', 'q22', 'q21']);
    expect(removeSearch(searches, ' Q24 ').slice(0, 3)).toEqual(['q25', 'q23', 'q22']);
    expect(removeSearch(['a'], '')).toEqual(['a']);
    expect(removeSearch(null, 'a')).toEqual([]);
  });
  it('a chosen match becomes a recently viewed item and comes back as the same match', () => {
    const match = toSearchMatch(opt(3, 'speaker', 'Anna Heart', { firstname: 'Anna', lastname: 'Heart' }))!;
    const items = addViewedItem([], historyItemOf(match));
    expect(items).toEqual([
      { id: '3', type: 'speaker', source: { id: 3, slug: 's3', project: 'p1', firstname: 'Anna', lastname: 'Heart' } },
    ]);
    expect(matchOfHistoryItem(items[0])).toMatchObject({ type: 'speaker', id: '3', title: 'Anna Heart' });
  });
});

describe('spec 2 §2 choosing a match opens CRDetail, EventDetail or SpeakerDetail; in widget mode the URL pattern in the top window', () => {
  const cr = toSearchMatch(opt(1, 'congressresource', 'T'))!;
  const ev = toSearchMatch(opt(2, 'event', 'T'))!;
  const sp = toSearchMatch(opt(3, 'speaker', 'T'))!;
  it('portal routes', () => {
    expect(matchTarget(cr)).toEqual({
      kind: 'route',
      route: { name: 'CRDetail', params: { project: 'p1', slug: 's1' }, query: {} },
    });
    expect(matchTarget(ev)).toEqual({
      kind: 'route',
      route: { name: 'EventDetail', params: { project: 'p1', slug: 's2' }, query: {} },
    });
    expect(matchTarget(sp)).toEqual({
      kind: 'route',
      route: { name: 'SpeakerDetail', params: { id: '3' }, query: {} },
    });
    expect(matchTarget({ ...cr, project: null })).toBeNull();
  });
  it("widget mode: patterns cr, event, speaker (slug; a speaker's id); no pattern or an unsafe one → no link", () => {
    const urlPatterns = {
      cr: 'https://host.example/cr/###slug###',
      event: '/ev/###slug###',
      speaker: 'javascript:alert(###slug###)',
    };
    expect(matchTarget(cr, { urlPatterns })).toEqual({
      kind: 'url',
      href: 'https://host.example/cr/s1',
      target: '_top',
    });
    expect(matchTarget(ev, { urlPatterns })).toEqual({ kind: 'url', href: '/ev/s2', target: '_top' });
    expect(matchTarget(sp, { urlPatterns })).toBeNull();
    expect(matchTarget(cr, { urlPatterns: {} })).toBeNull();
  });
});

describe('spec 2 §2 submit routing', () => {
  const submit = (name: string, params: Record<string, string> = {}, query: Record<string, string> = {}) =>
    searchSubmitTarget({
      q: ' heart ',
      current: { name, params, query },
      scope: portalSearchScope(name) === 'reset' ? 'reset' : undefined,
    });
  it.each([
    ['Home', {}, {}, { name: 'Library', params: {}, query: { q: 'heart' } }],
    ['SpeakerDetail', { id: '3' }, {}, { name: 'Library', params: {}, query: { q: 'heart' } }],
    ['PackageDetail', { slugOrSku: 'x' }, {}, { name: 'Library', params: {}, query: { q: 'heart' } }],
    [
      'CRDetail',
      { project: 'p1', slug: 's' },
      {},
      { name: 'ProjectLibrary', params: { project: 'p1' }, query: { q: 'heart' } },
    ],
    ['GroupHome', { group: 'g' }, {}, { name: 'GroupLibrary', params: { group: 'g' }, query: { q: 'heart' } }],
    ['Privacy', {}, {}, { name: 'Library', params: {}, query: { q: 'heart' } }],
    [
      'ProjectEvents',
      { project: 'p1' },
      { page: '3', filter: 'topics:X', q: 'old' },
      { name: 'ProjectEvents', params: { project: 'p1' }, query: { filter: 'topics:X', q: 'heart' } },
    ],
  ])('from %s', (name, params, query, expected) => {
    expect(submit(name, params, query)).toEqual(expected);
  });
  it('an empty submit is ignored', () => {
    expect(searchSubmitTarget({ q: '   ', current: { name: 'Home' } })).toBeNull();
  });
});

describe('spec 2 §2 recommended links: menu items flagged show_in_search_modal', () => {
  it('any position and nesting, visible for login state and language', () => {
    const menuitems = [
      {
        id: 1,
        text: 'A',
        position: 'header',
        show_in_search_modal: 1,
        childItems: [{ id: 2, text: 'B', show_in_search_modal: '1' }],
      },
      { id: 3, text: 'C', position: 'spotlightsmenu', show_in_search_modal: 0 },
      { id: 4, text: 'D', position: 'footer', show_in_search_modal: true, show_loggedoff: 0 },
      { id: 5, text: 'E', position: 'footer', show_in_search_modal: 1, languages: 'de' },
    ];
    expect(searchModalLinks({ menuitems }, { loggedIn: false, locale: 'en' }).map((i) => i.text)).toEqual(['A', 'B']);
    expect(searchModalLinks({ menuitems }, { loggedIn: true, locale: 'de' }).map((i) => i.text)).toEqual([
      'A',
      'B',
      'D',
      'E',
    ]);
    expect(searchModalLinks(null, { loggedIn: false })).toEqual([]);
  });
});
