/**
 * What changed, told to every server process so each drops (or refreshes) the answers it keeps in memory.
 *
 * An event names the change; where the changed state has no shared home yet (a channel's pause, page and
 * configuration edits live in each process's memory), it also carries the new value, so a process that did not
 * make the change can apply it. Delivery is at most once (Redis pub/sub): a process that was cut off from the bus
 * gets a `resync` of its own when it is back and refreshes what it can read from shared storage.
 */
export type ChangeEvent =
  /** A like was added or removed: the item's count and every like-sorted order of the client. */
  | { type: 'likes'; client: string; resource: string; id: string }
  /** An organiser paused or resumed a channel (`paused`: 1 or 0). */
  | { type: 'pause'; client: string; channel: number; paused: 0 | 1 }
  /** An organiser edited a page; `at` is its new Last-Modified (ms), the same in every process. */
  | { type: 'page'; client: string; id: string; title?: unknown; modules?: unknown; at: number }
  /** An organiser changed configuration keys; `at` is the configuration's new Last-Modified (ms). */
  | { type: 'configuration'; client: string; changes: Record<string, unknown>; at: number }
  /** Schedule imports were added or replaced; `at` is the content's new Last-Modified (ms). */
  | { type: 'imports'; at: number }
  /** Local only: the bus was unreachable for a while, events may have been missed. */
  | { type: 'resync' };

export type ChangeHandler = (event: ChangeEvent) => void;

/** Publish/subscribe of change events; in one process, or across processes over Redis. */
export interface Bus {
  /** Tells every process, this one included (its handlers run before `publish` returns). */
  publish(event: ChangeEvent): void;
  /** Runs `handler` for every event from any process; returns the unsubscribe function. */
  subscribe(handler: ChangeHandler): () => void;
}

/** Runs the handlers of one process; a handler that throws does not keep the others from their event. */
export class LocalHandlers {
  private readonly handlers = new Set<ChangeHandler>();

  subscribe(handler: ChangeHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  deliver(event: ChangeEvent, log: (line: string) => void): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        log(`bus: a ${event.type} handler failed: ${(error as Error).message}`);
      }
    }
  }
}

/** The embedded default: one process, so publishing is calling the handlers. */
export class InProcessBus implements Bus {
  private readonly local = new LocalHandlers();
  constructor(private readonly log: (line: string) => void = console.error) {}
  publish(event: ChangeEvent): void {
    this.local.deliver(event, this.log);
  }
  subscribe(handler: ChangeHandler): () => void {
    return this.local.subscribe(handler);
  }
}
