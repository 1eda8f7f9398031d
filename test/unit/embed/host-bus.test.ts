import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHostBus } from '../../../src/embed/host-bus';

const PAGE = 'https://host.example.org';
const PARTNER = 'https://partner.example.net';

function fakeWindow() {
  const target = new EventTarget();
  const frame = { postMessage: vi.fn() };
  const stranger = { postMessage: vi.fn() };
  const win = Object.assign(target, {
    location: { origin: PAGE },
    opener: null,
    frames: [frame] as unknown as Window,
    postMessage: vi.fn(),
  }) as unknown as Window & { parent: Window };
  Object.defineProperty(win, 'parent', { value: win });
  (win.frames as unknown as { length: number }).length = 1;
  return { win, frame, stranger };
}

/** Dispatches a message event and lets the bus handle it: the parser is a lazy import (issue 8 item 9). */
async function send(win: Window, data: unknown, origin: string, source: unknown) {
  const event = new Event('message');
  Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
  win.dispatchEvent(event);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const msg = (type: string, payload: Record<string, unknown> = {}) => ({
  source: 'congress-portal',
  version: 1,
  type,
  payload,
});

describe('spec 3 §2 Widget mode: host bus', () => {
  // The bus imports it with the first message; loaded once here, a message is handled within one task.
  beforeAll(() => import('../../../src/embed/host-inbound'));

  it('delivers Widget.SetFilter from an allowed frame to every widget; without a value the filter clears', async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const a = vi.fn();
    const b = vi.fn();
    bus.connect(document.createElement('div'), 'timetable').onFilter(a);
    bus.connect(document.createElement('div'), 'html-text').onFilter(b);
    await send(win, msg('Widget.SetFilter', { sourceId: 'topics', filterValue: 'Cardiology' }), PARTNER, frame);
    await send(win, msg('Widget.AddFilter', { sourceId: 'topics' }), PARTNER, frame);
    expect(a.mock.calls).toEqual([
      [{ sourceId: 'topics', filterValue: 'Cardiology', add: false }],
      [{ sourceId: 'topics', filterValue: null, add: true }],
    ]);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a foreign origin', 'https://evil.example', 'frame'],
    ['an opaque origin', 'null', 'frame'],
    ['an allowed origin but an unknown source window', PARTNER, 'stranger'],
    ['no source', PARTNER, 'none'],
  ])('ignores a message from %s', async (_title, origin, sourceKind) => {
    const { win, frame, stranger } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const listener = vi.fn();
    bus.connect(document.createElement('div'), 'timetable').onFilter(listener);
    const source = { frame, stranger, none: null }[sourceKind];
    await send(win, msg('Widget.SetFilter', { sourceId: 'topics', filterValue: 'x' }), origin, source);
    await send(win, msg('register'), origin, source);
    expect(listener).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
    expect(stranger.postMessage).not.toHaveBeenCalled();
  });

  it('ignores malformed and unknown messages from allowed windows', async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const listener = vi.fn();
    bus.connect(document.createElement('div'), 'timetable').onFilter(listener);
    for (const data of [
      null,
      'x',
      msg('Widget.Explode'),
      { ...msg('Widget.SetFilter', { sourceId: 'a' }), version: 2 },
      msg('Widget.SetFilter', {}),
    ]) {
      await send(win, data, PARTNER, frame);
    }
    expect(listener).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('register: answers ready to the sender with its exact origin, then posts widget events there', async () => {
    const { win, frame } = fakeWindow();
    const emit = vi.fn();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit });
    const el = document.createElement('div');
    const seen = vi.fn();
    el.addEventListener('congress-portal:sessionChange', (e) => seen((e as CustomEvent).detail, e.bubbles, e.composed));
    const channel = bus.connect(el, 'timetable');
    channel.emit('sessionChange', { type: 'sessionChange', channel: 'hall-a', session: null, timeStamp: 1 });
    expect(frame.postMessage).not.toHaveBeenCalled(); // no handshake yet
    await send(win, msg('register', { requestId: 'r1' }), PARTNER, frame);
    expect(frame.postMessage).toHaveBeenLastCalledWith(
      {
        source: 'congress-portal',
        version: 1,
        type: 'ready',
        payload: { version: 1, widgets: ['timetable'], requestId: 'r1' },
      },
      PARTNER,
    );
    channel.emit('sessionChange', { type: 'sessionChange', channel: 'hall-b', session: null, timeStamp: 2 });
    expect(frame.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'sessionChange',
        payload: expect.objectContaining({ channel: 'hall-b', widget: 'timetable' }),
      }),
      PARTNER,
    );
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ channel: 'hall-a' }), true, true);
    expect(emit).toHaveBeenCalledWith('sessionChange', expect.objectContaining({ channel: 'hall-b' }));
  });

  it('hasOnAirChannel: false without a live widget, true once one reports a visible channel', async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const channel = bus.connect(document.createElement('div'), 'html-text');
    await send(win, msg('hasOnAirChannel'), PARTNER, frame);
    expect(frame.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'hasOnAirChannel.result', payload: { hasOnAirChannel: false } }),
      PARTNER,
    );
    channel.reportOnAir?.(true);
    await send(win, msg('hasOnAirChannel', { requestId: 'q' }), PARTNER, frame);
    expect(frame.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ payload: { hasOnAirChannel: true, requestId: 'q' } }),
      PARTNER,
    );
  });

  it('shareFilter reaches the other widgets on the page, not the sender, and registered windows', async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const a = bus.connect(document.createElement('div'), 'timetable');
    const b = bus.connect(document.createElement('div'), 'timetable');
    const onA = vi.fn();
    const onB = vi.fn();
    a.onFilter(onA);
    b.onFilter(onB);
    await send(win, msg('register'), PARTNER, frame);
    a.shareFilter({ sourceId: 'topics', filterValue: 'Cardiology', add: false });
    expect(onA).not.toHaveBeenCalled();
    expect(onB).toHaveBeenCalledWith({ sourceId: 'topics', filterValue: 'Cardiology', add: false });
    expect(frame.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'Widget.SetFilter',
        payload: { widget: 'timetable', sourceId: 'topics', filterValue: 'Cardiology' },
      }),
      PARTNER,
    );
  });

  it("the page's own origin is always allowed; client origins can be added later", async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [], emit: vi.fn() });
    const listener = vi.fn();
    bus.connect(document.createElement('div'), 'timetable').onFilter(listener);
    await send(win, msg('Widget.SetFilter', { sourceId: 's', filterValue: '1' }), PAGE, win);
    await send(win, msg('Widget.SetFilter', { sourceId: 's', filterValue: '2' }), PARTNER, frame);
    bus.allowOrigins([`${PARTNER}/`]);
    await send(win, msg('Widget.SetFilter', { sourceId: 's', filterValue: '3' }), PARTNER, frame);
    expect(listener.mock.calls.map(([f]) => f.filterValue)).toEqual(['1', '3']);
  });

  it('the page registering itself gets ready but no echo of shared filters (it has DOM events and CongressPortal.on)', async () => {
    const { win } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [], emit: vi.fn() });
    const a = bus.connect(document.createElement('div'), 'html-text');
    bus.connect(document.createElement('div'), 'html-text');
    await send(win, msg('register'), PAGE, win);
    expect(win.postMessage).toHaveBeenCalledTimes(1);
    expect(win.postMessage).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'ready' }), PAGE);
    a.shareFilter({ sourceId: 's', filterValue: 'x', add: false });
    expect(win.postMessage).toHaveBeenCalledTimes(1);
  });

  it('messages that arrive while the parser (a lazy chunk, issue 8 item 9) loads are all handled, in their order', async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const listener = vi.fn();
    bus.connect(document.createElement('div'), 'timetable').onFilter(listener);
    const sends = ['1', '2', '3'].map((value) =>
      send(win, msg('Widget.AddFilter', { sourceId: 's', filterValue: value }), PARTNER, frame),
    );
    expect(listener).not.toHaveBeenCalled();
    await Promise.all(sends);
    expect(listener.mock.calls.map(([f]) => f.filterValue)).toEqual(['1', '2', '3']);
  });

  it('a message whose widgets all went while the parser loaded is not answered', async () => {
    const { win, frame } = fakeWindow();
    const bus = createHostBus({ window: win, allowedOrigins: [PARTNER], emit: vi.fn() });
    const channel = bus.connect(document.createElement('div'), 'timetable');
    const sent = send(win, msg('register'), PARTNER, frame);
    channel.dispose();
    await sent;
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it('listens to message events only while a widget is mounted', async () => {
    const { win } = fakeWindow();
    const add = vi.spyOn(win, 'addEventListener');
    const remove = vi.spyOn(win, 'removeEventListener');
    const bus = createHostBus({ window: win, allowedOrigins: [], emit: vi.fn() });
    expect(add).not.toHaveBeenCalled();
    const a = bus.connect(document.createElement('div'), 'x');
    const b = bus.connect(document.createElement('div'), 'y');
    a.dispose();
    expect(remove).not.toHaveBeenCalled();
    b.dispose();
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
