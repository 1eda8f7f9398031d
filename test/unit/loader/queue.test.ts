import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayQueue } from '../../../loader/queue';
import { installStub } from '../../../loader/stub';

/** The documented queue snippet (docs/embedding.md), verbatim. */
const SNIPPET =
  '!function(w,c){c=w.CongressPortal=w.CongressPortal||{q:[]};"mount unmount scan on off setConsent".split(" ").forEach(function(m){c[m]=c[m]||function(){var a=arguments;return new Promise(function(r,j){c.q.push([m,a,r,j])})}})}(window);';

describe('queue snippet: calls made before the loader arrives are replayed in order', () => {
  afterEach(() => {
    delete window.CongressPortal;
    vi.restoreAllMocks();
  });

  it('the snippet records [method, args, resolve, reject] and the replay settles its promises in order', async () => {
    new Function(SNIPPET)();
    const cp = window.CongressPortal!;
    const first = cp.mount('#a', { widget: 'timetable' });
    const listener = () => undefined;
    cp.on('ready', listener);
    const failing = cp.mount('#missing');
    const order: string[] = [];
    const api = {
      mount: vi.fn((target: string) => {
        order.push(`mount ${target}`);
        return target === '#missing' ? Promise.reject(new Error('no')) : Promise.resolve({ handle: target });
      }),
      on: vi.fn(() => {
        order.push('on');
      }),
    };
    replayQueue((cp as unknown as { q: unknown }).q, api);
    await expect(first).resolves.toEqual({ handle: '#a' });
    await expect(failing).rejects.toThrow('no');
    expect(order).toEqual(['mount #a', 'on', 'mount #missing']);
    expect(api.mount).toHaveBeenNthCalledWith(1, '#a', { widget: 'timetable' });
    expect(api.on).toHaveBeenCalledWith('ready', listener);
  });

  it('plain [method, args] entries are replayed too, and their failures are warned about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = { scan: vi.fn(() => Promise.reject(new Error('boom'))) };
    replayQueue(
      [
        ['scan', []],
        ['nope', []],
      ],
      api,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(api.scan).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[CongressPortal] a queued call failed: CongressPortal.nope does not exist');
    expect(warn).toHaveBeenCalledWith('[CongressPortal] a queued call failed: boom');
  });

  it.each([[undefined], [null], ['not a queue']])('ignores a queue that is %s', (queue) => {
    expect(() => replayQueue(queue, {})).not.toThrow();
  });

  it('the loader stand-in keeps what the snippet queued, queues further calls and reports each call', () => {
    new Function(SNIPPET)();
    void window.CongressPortal!.mount('#early');
    const onCall = vi.fn();
    const stub = installStub(window, onCall);
    expect(stub).toBe(window.CongressPortal);
    void stub.mount!('#later');
    void stub.setEnv!('staging');
    expect(stub.q.map(([method, args]) => [method, Array.from(args)])).toEqual([
      ['mount', ['#early']],
      ['mount', ['#later']],
      ['setEnv', ['staging']],
    ]);
    expect(onCall).toHaveBeenCalledTimes(2);
  });
});
