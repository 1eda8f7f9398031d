import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import definition from '../../../../src/widgets/timetable/index';
import { messages } from '../../../../src/widgets/timetable/messages';
import { eagerRowCount } from '../../../../src/widgets/timetable/ListView';
import { APPLY_AT_ONCE_MAX_ITEMS } from '../../../../src/widgets/timetable/use-timetable-data';
import { channels, events, makeContext, mount, timetableHooks } from './timetable-harness';

timetableHooks();

describe('Timetable widget (spec 3 §4 Timetable)', () => {
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
