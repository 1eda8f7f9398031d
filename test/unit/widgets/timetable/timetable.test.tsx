import { Profiler } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/api/types';
import type { PollScheduler } from '../../../../src/state/poll-scheduler';
import type { WidgetContext } from '../../../../src/contract/widget';
import definition from '../../../../src/widgets/timetable/index';
import { messages } from '../../../../src/widgets/timetable/messages';
import { eagerRowCount } from '../../../../src/widgets/timetable/ListView';
import { APPLY_AT_ONCE_MAX_ITEMS } from '../../../../src/widgets/timetable/use-timetable-data';
import { loadAgenda } from '../../../../src/widgets/timetable/use-agenda';

const channels = [
  { id: 1, slug: 'hall-a', title: 'Hall A' },
  { id: 2, slug: 'hall-b', title: 'Hall B' },
];
const events = [
  {
    id: 1,
    slug: 'opening',
    title: 'Opening',
    type: 'Talk',
    topics: ['Cardio'],
    channelSlug: 'hall-a',
    datestart: '2026-03-04T09:00:00+01:00',
    dateend: '2026-03-04T10:00:00+01:00',
  },
  {
    id: 2,
    slug: 'lungs',
    title: 'Lung news',
    type: 'Workshop',
    topics: ['pulmo'],
    channelSlug: 'hall-b',
    datestart: '2026-03-04T09:30:00+01:00',
    dateend: '2026-03-04T10:30:00+01:00',
  },
  {
    id: 3,
    slug: 'day2',
    title: '',
    type: 'Talk',
    channelSlug: 'hall-a',
    datestart: '2026-03-05T11:00:00+01:00',
    dateend: '2026-03-05T11:30:00+01:00',
  },
];

const emitted: { type: string; payload: Record<string, unknown> }[] = [];
const filterListeners: ((f: { sourceId: string; filterValue?: string | null; add: boolean }) => void)[] = [];

/** A hand-made context: the scheduler hands out answers the test controls. */
function makeContext() {
  const listeners = new Map<string, (d: unknown) => void>();
  const scheduler: PollScheduler = {
    subscribe: (key, _fetcher, _ms, onData) => {
      listeners.set(key.split(':')[1], onData as (d: unknown) => void);
      return () => listeners.delete(key);
    },
  };
  const t = (key: string, params?: Record<string, string | number>) =>
    (messages.en[key] ?? key).replace(/\{(\w+)\}/g, (m, n: string) => (params && n in params ? String(params[n]) : m));
  const context = {
    client: 'demo',
    project: 'esc2026',
    name: 'default',
    locale: 'en',
    clientConfig: null,
    api: { base: 'http://x', client: 'demo' } as unknown as ApiClient,
    scheduler,
    host: {
      emit: (type: string, payload: Record<string, unknown>) => {
        emitted.push({ type, payload });
      },
      onFilter: (l: (f: { sourceId: string; filterValue?: string | null; add: boolean }) => void) => {
        filterListeners.push(l);
        return () => {};
      },
      shareFilter() {},
    },
    t,
    // The overlay portals into context.root; the document body stands in for the shadow root so `screen` sees it.
    root: document.body as unknown as ShadowRoot,
    now: () => Date.parse('2026-03-04T09:20:00+01:00'),
    signal: new AbortController().signal,
  } satisfies WidgetContext;
  const push = (kind: 'channels' | 'events', data: unknown[]) => act(() => listeners.get(kind)?.({ data, meta: {} }));
  return { context, push };
}

function mount(settings: Record<string, unknown> = {}) {
  const { context, push } = makeContext();
  const { Component } = definition;
  const view = render(<Component settings={{ ...definition.defaults, ...settings }} context={context} />);
  push('channels', channels);
  push('events', events);
  return { view, push };
}

// The saved sessions' chunk is in before the first mount (as the prefetch brings it on a page).
beforeAll(() => loadAgenda());
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  emitted.length = 0;
  filterListeners.length = 0;
});
afterEach(cleanup);

describe('Timetable widget (spec 3 §4 Timetable)', () => {
  it("shows the day tabs and the selected day's sessions with title, time, room and status", () => {
    mount();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(screen.getByRole('button', { name: 'Opening, 09:00 to 10:00, Hall A, live now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lung news, 09:30 to 10:30, Hall B, upcoming' })).toBeTruthy();
  });

  it('the day tabs are the shared ui tab list: arrows wrap at the ends, Home and End jump (src/ui/Tabs)', () => {
    mount();
    const tabs = () => screen.getAllByRole('tab');
    fireEvent.keyDown(tabs()[0], { key: 'ArrowLeft' });
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(document.activeElement).toBe(tabs()[1]);
    fireEvent.keyDown(tabs()[1], { key: 'ArrowRight' });
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    fireEvent.keyDown(tabs()[0], { key: 'End' });
    expect(tabs()[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs()[1], { key: 'Home' });
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
  });

  it('names the zone in use', () => {
    mount();
    expect(screen.getByText(/Times in Europe\/Berlin/)).toBeTruthy();
  });

  it('shows untitled for a session without a title on its day (spec 3 §5)', () => {
    mount();
    fireEvent.click(screen.getAllByRole('tab')[1]);
    expect(screen.getByRole('button', { name: /^untitled, 11:00 to 11:30/ })).toBeTruthy();
  });

  it('the type filter keeps sessions whose type is in the chosen set (spec 3 §5)', () => {
    mount({ initialView: 'list' });
    // The check list sits in a disclosure (happy-dom does not toggle <details> on a summary click).
    (screen.getByText('Type', { selector: 'summary' }).parentElement as HTMLDetailsElement).open = true;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Workshop' }));
    expect(screen.queryByRole('button', { name: /^Opening/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Lung news/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Talk' }));
    expect(screen.getByRole('button', { name: /^Opening/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('opens the overlay on click, sets the hash to the slug, closes with Escape and returns focus (spec 3 §4)', () => {
    mount();
    const block = screen.getByRole('button', { name: /^Opening/ });
    fireEvent.click(block);
    expect(window.location.hash).toBe('#opening');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Cardio');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Opening/ }));
  });

  it('spec 3 §2 widget mode: posts the opened session to the host and takes a shared topic filter', () => {
    mount({ initialView: 'list' });
    fireEvent.click(screen.getByRole('button', { name: /^Opening/ }));
    expect(emitted[0]).toMatchObject({
      type: 'timetable.session',
      payload: { channel: 'hall-a', session: { title: 'Opening', type: 'Talk', topics: ['Cardio'] } },
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => filterListeners.forEach((l) => l({ sourceId: 'topic', filterValue: 'pulmo', add: false })));
    expect(screen.queryByRole('button', { name: /^Opening/ })).toBeNull();
    act(() => filterListeners.forEach((l) => l({ sourceId: 'topic', filterValue: 'Cardio', add: true })));
    expect(screen.getByRole('button', { name: /^Opening/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Lung news/ })).toBeTruthy();
    act(() => filterListeners.forEach((l) => l({ sourceId: 'topic', filterValue: null, add: false })));
    expect(screen.getByRole('button', { name: /^Opening/ })).toBeTruthy();
  });

  it('spec 3 §2 widget mode: a shared filter for another sourceId leaves the timetable alone; filterSourceId picks its own', () => {
    mount({ initialView: 'list', filterSourceId: 'track' });
    act(() => filterListeners.forEach((l) => l({ sourceId: 'topic', filterValue: 'pulmo', add: false })));
    expect(screen.getByRole('button', { name: /^Opening/ })).toBeTruthy();
    act(() => filterListeners.forEach((l) => l({ sourceId: 'track', filterValue: 'pulmo', add: false })));
    expect(screen.queryByRole('button', { name: /^Opening/ })).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(###slug###)'],
    ['a leading control character and mixed case', '\u0001JaVaScRiPt:alert("###slug###")'],
    ['a newline inside the scheme', 'java\nscript:alert(1)//###slug###'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>###slug###'],
  ])(
    'ARCHITECTURE Links and URLs: live and library patterns with %s give no button; the session still shows',
    (_label, pattern) => {
      mount({ liveLinkPattern: pattern, libraryLinkPattern: pattern });
      fireEvent.click(screen.getByRole('button', { name: /^Opening/ }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.textContent).toContain('Opening');
      expect(dialog.querySelector('.tt-actions a')).toBeNull();
    },
  );

  it('safe live and library patterns give the one button the overlay mode chooses (spec 3 §2 Event overlay dialog), slug filled in', () => {
    mount({ liveLinkPattern: 'https://host.example/live/###slug###', libraryLinkPattern: '/library/###slug###' });
    fireEvent.click(screen.getByRole('button', { name: /^Opening/ }));
    const hrefs = [...screen.getByRole('dialog').querySelectorAll('.tt-actions a')].map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeLessThanOrEqual(1);
    for (const href of hrefs) expect(['https://host.example/live/opening', '/library/opening']).toContain(href);
  });

  it('opens the overlay when the URL hash equals a session slug (deep link)', () => {
    history.replaceState(null, '', '/#lungs');
    mount();
    expect(screen.getByRole('dialog').textContent).toContain('Lung news');
  });

  it('two timetables of one project on a page open one overlay for the hash, and none after closing', () => {
    history.replaceState(null, '', '/#lungs');
    const a = mount();
    const b = mount({ initialView: 'list' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    b.push('events', [...events, { ...events[0], id: 99, slug: 'new', title: 'New' }]);
    a.push('events', [...events, { ...events[0], id: 99, slug: 'new', title: 'New' }]);
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('arrow keys move the roving tabindex between sessions (issue 5 §6)', () => {
    mount();
    const opening = screen.getByRole('button', { name: /^Opening/ });
    expect(opening.tabIndex).toBe(0);
    opening.focus();
    fireEvent.keyDown(opening, { key: 'ArrowRight' });
    const lungs = screen.getByRole('button', { name: /^Lung news/ });
    expect(document.activeElement).toBe(lungs);
    expect([opening.tabIndex, lungs.tabIndex]).toEqual([-1, 0]);
  });

  it('a poll with unchanged data re-renders nothing: no commit, no DOM mutation; changed data re-renders', async () => {
    const { context, push } = makeContext();
    let commits = 0;
    render(
      <Profiler
        id="timetable"
        onRender={() => {
          commits += 1;
        }}
      >
        <definition.Component settings={definition.defaults} context={context} />
      </Profiler>,
    );
    push('channels', channels);
    push('events', events);
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((list) => mutations.push(...list));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const before = commits;
    push('channels', JSON.parse(JSON.stringify(channels)));
    push('events', JSON.parse(JSON.stringify(events)));
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
    expect(commits - before).toBe(0);
    expect(mutations).toHaveLength(0);
    push(
      'events',
      events.map((e) => (e.id === 1 ? { ...e, title: 'Opening (moved)' } : e)),
    );
    await Promise.resolve();
    observer.disconnect();
    expect(commits - before).toBeGreaterThan(0);
    expect(mutations.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Opening \(moved\)/ })).toBeTruthy();
  });

  it('issue 8 item 11: a long events answer is applied in the task after the one that parsed it; short ones at once', async () => {
    const { context, push } = makeContext();
    render(<definition.Component settings={definition.defaults} context={context} />);
    push('channels', channels);
    const many = Array.from({ length: APPLY_AT_ONCE_MAX_ITEMS + 1 }, (_, i) => ({
      ...events[0],
      id: 100 + i,
      slug: `s${i}`,
      title: `Talk ${i}`,
    }));
    push('events', many);
    expect(screen.getByRole('status').textContent).toBe(messages.en['timetable.loading']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await act(async () => undefined);
    expect(screen.getAllByRole('button', { name: /^Talk \d+,/ })).toHaveLength(APPLY_AT_ONCE_MAX_ITEMS + 1);
  });

  it('issue 8 item 11: while loading, the font sizes and weights of the sessions are laid out unseen (aria-hidden); gone with the sessions', () => {
    const { context, push } = makeContext();
    const { container } = render(<definition.Component settings={definition.defaults} context={context} />);
    const warm = container.querySelector('.tt-warm')!;
    expect(warm.getAttribute('aria-hidden')).toBe('true');
    expect(warm.classList.contains('cp-visually-hidden')).toBe(true); // the runtime's base styles hide it
    expect([...warm.children].map((c) => c.tagName)).toEqual(['B', 'I', 'S', 'U']);
    // The faces warmed are the sessions' own: block 13 px, title 600, time 12 px, marks 11 px.
    const rule = (selector: string) =>
      definition.styles!.split('\n').find((line) => line.startsWith(`${selector} {`)) ?? '';
    expect(rule('.tt-block')).toContain('font-size: 13px');
    expect(rule('.tt-warm > *')).toContain('font-size: 13px');
    expect(rule('.tt-title')).toContain('font-weight: 600');
    expect(rule('.tt-warm > b')).toContain('font-weight: 600');
    expect(rule('.tt-time')).toContain('font-size: 12px');
    expect(rule('.tt-warm > s')).toContain('font-size: 12px');
    expect(rule('.tt-marks')).toContain('font-size: 11px');
    expect(rule('.tt-warm > u')).toContain('font-size: 11px');
    push('channels', channels);
    push('events', events);
    expect(screen.getAllByRole('button', { name: /^Opening/ }).length).toBeGreaterThan(0);
    expect(container.querySelector('.tt-warm')).toBeNull();
  });

  it('adds a session to the personal agenda and filters on it (issue 5 §8)', () => {
    mount({ initialView: 'list' });
    fireEvent.click(screen.getByRole('button', { name: /^Lung news/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add to my schedule/ }));
    // One agenda per client for the timetable and the portal, with how the session looked when it was saved.
    expect(JSON.parse(localStorage.getItem('congress-portal:agenda:demo')!)).toMatchObject({
      owner: null,
      ids: ['2'],
      saved: { 2: { room: 'Hall B', title: 'Lung news', project: 'esc2026' } },
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByLabelText('Only my schedule'));
    expect(screen.queryByRole('button', { name: /^Opening/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Lung news/ })).toBeTruthy();
  });

  it('One agenda: an older per-project list of this browser is taken over once, nothing lost', () => {
    localStorage.setItem('congress-portal:timetable:demo:esc2026:agenda', '["1"]');
    mount({ initialView: 'list' });
    expect(JSON.parse(localStorage.getItem('congress-portal:agenda:demo')!).ids).toEqual(['1']);
    expect(localStorage.getItem('congress-portal:timetable:demo:esc2026:agenda')).toBeNull();
  });

  it('Now and next: "My schedule" lists the saved sessions per day with rooms, on now and next marked in text', () => {
    localStorage.setItem('congress-portal:agenda:demo', JSON.stringify({ owner: null, ids: ['1', '2', '3'] }));
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'My schedule' }));
    const agenda = screen.getByRole('region', { name: 'My schedule' });
    expect(agenda.textContent).toContain('3 saved sessions');
    // 09:20 on 4 March: Opening (09:00–10:00) is on; Lung news (09:30) is next; the 5 March session is that day's next.
    expect(agenda.textContent).toContain('On now: Opening, Hall A');
    expect(agenda.textContent).toContain('Next at 09:30: Lung news, Hall B');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Wednesday, March 4, 2026',
      'Thursday, March 5, 2026',
    ]);
  });

  it('Now and next: a session moved since it was saved is marked with its old time (text, not colour alone)', () => {
    const was = { start: Date.parse('2026-03-04T07:00:00Z'), end: Date.parse('2026-03-04T08:00:00Z') };
    localStorage.setItem(
      'congress-portal:agenda:demo',
      JSON.stringify({
        owner: null,
        ids: ['1', '99'],
        saved: {
          1: { ...was, room: 'Hall A', title: 'Opening', project: 'esc2026' },
          99: { ...was, room: 'Hall C', title: 'Cancelled talk', project: 'esc2026' },
        },
      }),
    );
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'My schedule' }));
    const agenda = screen.getByRole('region', { name: 'My schedule' });
    expect(agenda.textContent).toContain('Moved: was Wed, Mar 4 08:00');
    expect(agenda.textContent).toContain('Withdrawn from the programme');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cancelled talk from my schedule' }));
    expect(agenda.textContent).not.toContain('Cancelled talk');
  });

  it('renders bad input without throwing: no channels, bad dates, 500 channels', () => {
    const { push } = mount();
    push(
      'channels',
      Array.from({ length: 500 }, (_, i) => ({ id: i, slug: `c${i}`, title: `C${i}` })),
    );
    push('events', [
      null,
      { id: 9, datestart: 'bad' },
      { id: 10, slug: 'x', datestart: '2026-03-04T09:00:00Z', dateend: '2026-03-04T08:00:00Z', channelSlug: 'c7' },
    ]);
    expect(screen.getByRole('button', { name: /^untitled, 10:00 to 10:30, C7/ })).toBeTruthy();
  });

  it('issue 9 no layout shift: the list rows that fit into the window render at once, later ones may skip', () => {
    expect(eagerRowCount(800)).toBe(22);
    expect(eagerRowCount(0)).toBe(1);
    mount({ initialView: 'list' });
    const rows = [...document.querySelectorAll('.tt-row')];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.classList.contains('is-eager'))).toBe(true); // 2 rows, far fewer than fit
  });
});
