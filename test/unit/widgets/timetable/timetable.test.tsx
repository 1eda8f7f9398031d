import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitted, events, filterListeners, mount, timetableHooks } from './timetable-harness';

timetableHooks();

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

  it('a deep link set while the widget mounts (after its first render, before it listens) still opens the overlay (spec 3 §4)', () => {
    const listen = window.addEventListener.bind(window);
    const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      // The hash changes in the gap between the first render and the effect that listens for changes.
      if (type === 'hashchange') history.replaceState(null, '', '/#lungs');
      listen(type, listener, options);
    });
    try {
      mount();
    } finally {
      spy.mockRestore();
    }
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
});
