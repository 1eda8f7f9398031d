/**
 * One agenda: the account sync over a stubbed HTTP API (unit tests may stub HTTP): pending changes go as basket
 * events of item_type event and leave the queue once confirmed; a failed send (offline) keeps them for the next
 * try; a polled basket is reconciled with what is still pending.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_RECORD, type AgendaRecord } from '../../../src/core/agenda';
import type { AgendaCore } from '../../../src/state/agenda/store';
import { startSync } from '../../../src/state/agenda/sync';

const sent: unknown[][] = [];
let online = true;
let serverItems: { item_type: string; item_id: string }[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  sent.length = 0;
  online = true;
  serverItems = [{ item_type: 'event', item_id: 'x' }];
  // biome-ignore lint/suspicious/noDocumentCookie: the session store reads the signed-in user from this cookie
  document.cookie = `congress_session=${encodeURIComponent(JSON.stringify({ id: 'u1' }))}; Path=/`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname.endsWith('/login/refresh'))
        return json({ access_token: 'token', expires_in: 3600, user: { id: 'u1' } });
      if (url.pathname.endsWith('/basket/events')) {
        const { events } = (await request.json()) as { events: { event: string; item_id: string }[] };
        sent.push(events);
        for (const e of events) {
          serverItems = serverItems.filter((i) => i.item_id !== e.item_id);
          if (e.event === 'ADD_ITEM') serverItems.unshift({ item_type: 'event', item_id: e.item_id });
        }
        return json({ data: { items: serverItems } });
      }
      if (url.pathname.endsWith('/basket')) return json({ data: { items: serverItems } });
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: clean-up of the cookie set above
  document.cookie = 'congress_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

function fakeCore(record: AgendaRecord) {
  const polls: { fetch: () => Promise<unknown>; onData: (d: unknown) => void }[] = [];
  const scheduler = {
    subscribe: (_key: string, fetcher: () => Promise<unknown>, _ms: number, onData: (d: unknown) => void) => {
      polls.push({ fetch: fetcher, onData });
      return () => undefined;
    },
  };
  let current = record;
  const core: AgendaCore = {
    host: { client: 'demo', api: { base: 'http://api.test/api' }, scheduler, now: () => 0 },
    read: () => current,
    update: (change) => {
      current = change(current);
    },
    who: () => 'u1',
    check: () => undefined,
    flush: null,
  };
  /** A poll's answer arrives (the scheduler calls onData). */
  const deliver = (answer: unknown) => {
    for (const p of polls) p.onData(answer);
  };
  return {
    core,
    deliver,
    get record() {
      return current;
    },
  };
}

const settled = () => new Promise((r) => setTimeout(r, 20));

describe('One agenda: the account sync', () => {
  it('pending changes are sent as basket events (item_type event) and leave the queue once confirmed', async () => {
    const f = fakeCore({ ...EMPTY_RECORD, owner: 'u1', pending: [{ id: 'a', op: 'add', at: 0 }] });
    const stop = startSync(f.core);
    await vi.waitFor(() => expect(f.record.pending).toEqual([]));
    expect(sent[0]).toEqual([
      { event: 'ADD_ITEM', item_type: 'event', item_id: 'a', timestamp: '1970-01-01T00:00:00.000Z' },
    ]);
    expect(f.record.ids).toEqual(['a', 'x']);
    stop();
  });

  it('offline: a failed send keeps the change; the next flush (back online) sends it', async () => {
    online = false;
    const f = fakeCore({ ...EMPTY_RECORD, owner: 'u1', pending: [{ id: 'a', op: 'add', at: 0 }] });
    const stop = startSync(f.core);
    await settled();
    expect(f.record.pending).toHaveLength(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(f.record.pending).toEqual([]));
    expect(serverItems.map((i) => i.item_id)).toContain('a');
    stop();
  });

  it('a poll is reconciled with changes still pending (a star not yet sent stays visible)', async () => {
    online = false;
    const f = fakeCore({ ...EMPTY_RECORD, owner: 'u1', ids: ['x'], pending: [{ id: 'a', op: 'add', at: 0 }] });
    const stop = startSync(f.core);
    await settled();
    // Still offline, so the send after the poll fails too: the change stays pending on top of the new basket.
    f.deliver({ items: [{ item_type: 'event', item_id: 'y' }] });
    await settled();
    expect(f.record.ids).toEqual(['y']);
    expect(f.record.pending.map((p) => p.id)).toEqual(['a']);
    stop();
  });
});
