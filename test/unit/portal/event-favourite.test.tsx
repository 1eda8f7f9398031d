import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { PortalCtx } from '../../../src/portal/app-context';
import type { PortalContext } from '../../../src/contract/portal';
import { EventFavouriteButton } from '../../../src/portal/social/EventFavouriteButton';
import { useAgendaIds } from '../../../src/portal/social/use-agenda-ids';

const track = vi.fn();
const emit = vi.fn();
// The portal's social context as for a signed-in user of a client with favourites (router and session aside).
vi.mock('../../../src/portal/social/use-social', () => ({
  useSocial: () => ({
    t: (key: string) => key,
    signedIn: true,
    visibility: { client: { enableFavorites: 1 }, signedIn: true },
    signIn: () => undefined,
    track,
    host: { emit },
  }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  track.mockClear();
  emit.mockClear();
});

/** What the favourites page and a timetable read: the page's agenda. */
function AgendaIds() {
  return <output>{useAgendaIds().view.ids.join(',')}</output>;
}

const item = {
  id: 42,
  title: 'Opening',
  project: 'dmc2026',
  datestart: '2026-03-04T08:00:00Z',
  dateend: '2026-03-04T09:00:00Z',
  channels: [{ title: 'Hall A' }],
};

describe("One agenda (deliverable 1): the event detail's favourite is a saved session of the page's agenda", () => {
  it('a click shows in the agenda at once (no poll), with how the session looks, tells the host page, and a second click removes it', async () => {
    const context = { api: { base: 'http://api', client: 'demo' }, client: 'demo', scheduler: {}, now: () => 0 };
    const view = render(
      <PortalCtx.Provider value={context as unknown as PortalContext}>
        <EventFavouriteButton item={item} title="Opening" />
        <AgendaIds />
      </PortalCtx.Provider>,
    );
    const button = view.getByRole('button', { name: 'social.favourite' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(view.container.querySelector('output')!.textContent).toBe('42');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('congress-portal:agenda:demo')!).saved['42']).toEqual({
      start: Date.parse(item.datestart),
      end: Date.parse(item.dateend),
      room: 'Hall A',
      title: 'Opening',
      project: 'dmc2026',
    });
    expect(track).toHaveBeenCalledWith('favourite_added', { type: 'event', id: '42' });
    expect(emit).toHaveBeenCalledWith('favourite', { type: 'event', id: '42', saved: true });
    await act(async () => fireEvent.click(button));
    expect(view.container.querySelector('output')!.textContent).toBe('');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(emit).toHaveBeenLastCalledWith('favourite', { type: 'event', id: '42', saved: false });
  });
});
