import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/types';
import type { WidgetContext } from '../../../../src/contract/widget';
import type { PollScheduler } from '../../../../src/state/poll-scheduler';
import { createProgrammeStore } from '../../../../src/state/programme-cache';
import { programmeKey } from '../../../../src/core/offline/programme-cache';
import definition from '../../../../src/widgets/timetable/index';
import { messages } from '../../../../src/widgets/timetable/messages';

const channels = [{ id: 1, slug: 'hall-a', title: 'Hall A' }];
const events = [
  {
    id: 1,
    slug: 'opening',
    title: 'Opening',
    channelSlug: 'hall-a',
    datestart: '2026-03-04T09:00:00+01:00',
    dateend: '2026-03-04T10:00:00+01:00',
  },
];

const factory = new IDBFactory();
const realIndexedDB = globalThis.indexedDB;
beforeAll(() => {
  globalThis.indexedDB = factory;
});
afterAll(() => {
  globalThis.indexedDB = realIndexedDB;
});
afterEach(cleanup);

/** A context whose scheduler answers with the programme (`online`) or fails every request. */
function makeContext(network: { online: boolean }) {
  const scheduler: PollScheduler = {
    subscribe: (key, _fetcher, _ms, onData, onError) => {
      const kind = key.split(':')[1];
      queueMicrotask(() =>
        act(() => {
          if (network.online) onData({ data: kind === 'channels' ? channels : events } as never);
          else onError?.(new TypeError('Failed to fetch'));
        }),
      );
      return () => undefined;
    },
  };
  const t = (key: string, params?: Record<string, string | number>) =>
    (messages.en[key] ?? key).replace(/\{(\w+)\}/g, (m, n: string) => (params && n in params ? String(params[n]) : m));
  return {
    client: 'demo',
    project: 'offline-unit',
    name: 'default',
    locale: 'en',
    clientConfig: null,
    api: { base: 'http://x', client: 'demo' } as unknown as ApiClient,
    scheduler,
    host: { emit() {}, onFilter: () => () => undefined, shareFilter() {} },
    t,
    root: document.body as unknown as ShadowRoot,
    now: () => Date.parse('2026-03-04T08:20:00+01:00'),
    signal: new AbortController().signal,
  } as unknown as WidgetContext;
}

const settings = { ...definition.defaults, timezone: 'Europe/Berlin', initialView: 'list' };
const show = (network: { online: boolean }) => {
  const { Component } = definition;
  return render(<Component settings={settings} context={makeContext(network)} />);
};

describe('timetable without network (deliverable 4)', () => {
  it('keeps the programme; loaded with the API failing it shows the kept one with the notice, then refreshes when online', async () => {
    const network = { online: true };
    show(network);
    await screen.findByRole('button', { name: /^Opening/ });
    const key = programmeKey('http://x', 'demo', 'offline-unit');
    await vi.waitFor(async () =>
      expect((await createProgrammeStore(factory).read(key, Date.now())).programme).not.toBeNull(),
    );
    // With the settings it was shown with, by widget name: the runtime renders with them when the API is gone.
    const kept = (await createProgrammeStore(factory).read(key, Date.now())).programme!;
    expect(kept.settings).toEqual({ default: settings });
    cleanup();

    network.online = false;
    show(network);
    await screen.findByRole('button', { name: /^Opening/ });
    const notice = screen.getByText(/^Offline — programme as of \d\d:\d\d$/);
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByText(messages.en['timetable.error'])).toBeNull();

    network.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(screen.queryByText(/^Offline — programme as of/)).toBeNull());
    expect(screen.getByRole('button', { name: /^Opening/ })).toBeTruthy();
  });

  it('with nothing kept and the API failing, the error message (no notice)', async () => {
    const context = makeContext({ online: false });
    (context as { project: string }).project = 'never-seen';
    const { Component } = definition;
    render(<Component settings={settings} context={context} />);
    await screen.findByText(messages.en['timetable.error']);
    expect(screen.queryByText(/^Offline/)).toBeNull();
  });

  it('the runtime gets the settings kept for the widget by its name (null for a name never shown)', async () => {
    const source = { api: { base: 'http://x', client: 'demo' } as unknown as ApiClient, client: 'demo' };
    const project = 'offline-unit';
    expect(await definition.keptSettings!({ ...source, project, name: 'default' })).toEqual(settings);
    expect(await definition.keptSettings!({ ...source, project, name: 'sidebar' })).toBeNull();
    expect(await definition.keptSettings!({ ...source, project: 'never-seen', name: 'default' })).toBeNull();
  });

  it('storage full: the timetable works and says it cannot keep the programme', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const context = makeContext({ online: true });
    (context as { project: string }).project = 'full-disk';
    const { Component } = definition;
    render(<Component settings={settings} context={context} />);
    await screen.findByRole('button', { name: /^Opening/ });
    const notice = await screen.findByText('This browser does not keep the programme for use without network.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(put).toHaveBeenCalled();
    // One console line naming the cause.
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('could not be kept offline (storage full or refused)'),
    ]);
    put.mockRestore();
    warn.mockRestore();
  });
});
