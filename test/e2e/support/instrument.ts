/**
 * Counts what a page keeps running: pending timeouts, intervals, and event listeners on live targets
 * (window, document, and nodes still in the document — listeners on detached nodes can never fire).
 * Installed with `page.addInitScript(instrumentTimersAndListeners)` before any page script runs; read
 * with `page.evaluate(() => window.__cpActivity())`.
 */
export interface Activity {
  timeouts: number;
  intervals: number;
  listeners: number;
  listenerKeys: string[];
}

export function instrumentTimersAndListeners(): void {
  const w = window as unknown as Record<string, unknown>;
  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  type Entry = { target: EventTarget; type: string; listener: unknown; capture: boolean };
  const listeners = new Set<Entry>();
  const setTimeoutOrig = window.setTimeout.bind(window);
  const clearTimeoutOrig = window.clearTimeout.bind(window);
  const setIntervalOrig = window.setInterval.bind(window);
  const clearIntervalOrig = window.clearInterval.bind(window);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setTimeoutOrig(
      (...inner: unknown[]) => {
        timeouts.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...inner);
      },
      ms,
      ...args,
    );
    timeouts.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    timeouts.delete(id);
    clearTimeoutOrig(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setIntervalOrig(handler, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    intervals.delete(id);
    clearIntervalOrig(id);
  }) as typeof window.clearInterval;

  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const captureOf = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) =>
    [...listeners].find(
      (e) => e.target === target && e.type === type && e.listener === listener && e.capture === capture,
    );
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    const capture = captureOf(options);
    if (listener && !find(this, type, listener, capture)) {
      const entry: Entry = { target: this, type, listener, capture };
      listeners.add(entry);
      const opts = typeof options === 'object' ? options : undefined;
      if (opts?.once) {
        add.call(this, type, () => listeners.delete(entry), { once: true, capture });
      }
      opts?.signal?.addEventListener('abort', () => listeners.delete(entry), { once: true });
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const entry = find(this, type, listener, captureOf(options));
    if (entry) listeners.delete(entry);
    return remove.call(this, type, listener, options);
  };
  const live = (target: EventTarget) =>
    target === window ||
    target === document ||
    (target instanceof Node && (target.isConnected || (target instanceof ShadowRoot && target.host.isConnected)));
  const describe = (e: Entry) =>
    `${e.target === window ? 'window' : e.target === document ? 'document' : (e.target as Node).nodeName}:${e.type}`;
  w.__cpActivity = () => {
    const active = [...listeners].filter((e) => live(e.target));
    return {
      timeouts: timeouts.size,
      intervals: intervals.size,
      listeners: active.length,
      listenerKeys: active.map(describe).sort(),
    };
  };
}
