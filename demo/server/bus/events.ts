import type { Change } from '../changes';

/**
 * What changed, told to every server process so each drops (or refreshes) the answers it keeps in memory.
 *
 * The database holds every write; an event only names what to read again (changes.ts `applyChange`), or carries
 * the value a process can take as it is (a like count). Delivery is at most once (Redis pub/sub): a process that was
 * cut off from the bus gets a `resync` of its own when it is back and reloads what it keeps from the database.
 */
export type ChangeEvent =
  /** A committed write (likes, pages, configuration, channel pause); `from` names the process that made it. */
  | { type: 'change'; change: Change; from: string }
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
