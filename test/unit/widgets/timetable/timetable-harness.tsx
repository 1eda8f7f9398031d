import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { ApiClient } from '../../../../src/api/types';
import type { PollScheduler } from '../../../../src/state/poll-scheduler';
import type { WidgetContext } from '../../../../src/contract/widget';
import definition from '../../../../src/widgets/timetable/index';
import { messages } from '../../../../src/widgets/timetable/messages';
import { loadAgenda } from '../../../../src/widgets/timetable/use-agenda';

export const channels = [
  { id: 1, slug: 'hall-a', title: 'Hall A' },
  { id: 2, slug: 'hall-b', title: 'Hall B' },
];
export const events = [
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

export const emitted: { type: string; payload: Record<string, unknown> }[] = [];
export const filterListeners: ((f: { sourceId: string; filterValue?: string | null; add: boolean }) => void)[] = [];

/** A hand-made context: the scheduler hands out answers the test controls. */
export function makeContext() {
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

export function mount(settings: Record<string, unknown> = {}) {
  const { context, push } = makeContext();
  const { Component } = definition;
  const view = render(<Component settings={{ ...definition.defaults, ...settings }} context={context} />);
  push('channels', channels);
  push('events', events);
  return { view, push };
}

/** Each test starts with an empty store, no hash and no recorded messages; its renders are cleaned up after it. */
export function timetableHooks(): void {
  // The saved sessions' chunk is in before the first mount (as the prefetch brings it on a page).
  beforeAll(() => loadAgenda());
  beforeEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/');
    emitted.length = 0;
    filterListeners.length = 0;
  });
  afterEach(cleanup);
}
