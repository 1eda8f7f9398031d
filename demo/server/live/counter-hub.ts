import { RemoteCounts } from './remote-counts';

/** What the hub needs of a socket (a `ws` WebSocket; tests pass plain objects). */
export interface CounterSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

export interface CounterHubOptions {
  /** Shortest time between two rounds of counter messages (default 2000 ms). */
  intervalMs?: number;
  /**
   * Longest time between two rounds during a surge (default 8 × `intervalMs`: 16 s): each round that had
   * `surgeChanges` or more joins and leaves here and more of them while it waited doubles the time to the next one,
   * up to this; any other round goes back to `intervalMs`.
   */
  maxIntervalMs?: number;
  /** Joins and leaves in this process since the last round that make a surge (default 100). */
  surgeChanges?: number;
  /**
   * Most counter messages per second (default 2,500). A round is sent in slices paced to this rate, so a
   * large audience stretches the time between rounds (10,000 viewers: 4 s) instead of taking the CPU from
   * the polls: each message is a write on its own socket, ≈ 0.03 ms of CPU on an idle core.
   */
  messagesPerSecond?: number;
  /** Sockets per slice (default 250); slices are spaced `sliceSize / messagesPerSecond` apart. */
  sliceSize?: number;
  /** Replaces Date.now (tests). */
  now?: () => number;
  /**
   * Tells the other server processes this one's counts of a client (live/counter-link.ts): called at most once per
   * `publishIntervalMs` per changed client, with every context that has viewers here (`{}` when none are left).
   */
  publish?: (client: string, contexts: Record<string, number>) => void;
  /** Shortest time between two publishes (default 250 ms): the other processes' totals follow within it. */
  publishIntervalMs?: number;
}

interface Viewer {
  client: string;
  context: string;
  sent?: string;
}
interface ClientViewers {
  sockets: Set<CounterSocket>;
  contexts: Map<string, number>;
}

/**
 * Live counter (docs/api.md "Live counter", spec 3 §7): viewers per client and context over open sockets.
 *
 * A join, context change or leave only updates two counters and marks the client as changed: O(1), whatever
 * the number of viewers. At most once per `intervalMs` a round sends every socket of a changed client the
 * counts of its context (`{type: 'counter', client, context, count, total}`, one JSON text per context and
 * round), and only when they differ from what that socket was last sent. The first change after a quiet
 * period goes out at once; changes during a round's interval wait for the next round. During a surge (an
 * audience pouring in before a keynote: `surgeChanges` joins and leaves or more per round, still coming when the
 * round is due), each round doubles the time to the next, up to `maxIntervalMs`: a count (a newcomer's first one
 * too) is then up to 16 s old, and a viewer who joins during the surge gets about two counts in all, where rounds
 * every 2 s sent one per round (issue 30: 20,000 viewers joining over 27 s got 6.6 each). The first round without
 * a surge goes back to `intervalMs`, so a small audience, and a large one's steady coming and going, see changes
 * within 2 s. Rounds are paced to `messagesPerSecond`, so the interval also grows with very large audiences.
 * Sending every change to everyone cost N²/2 messages for N joins (issue 12 item 10: 496,382 messages for 1,000
 * viewers).
 */
export class CounterHub {
  private readonly viewers = new Map<CounterSocket, Viewer>();
  private readonly clients = new Map<string, ClientViewers>();
  private readonly changed = new Set<string>();
  private readonly intervalMs: number;
  private readonly maxIntervalMs: number;
  /** The time from this round to the next: `intervalMs`, doubled by every round that changes waited for. */
  private interval: number;
  /** When the first change not yet sent in a round came (Infinity: none). */
  private pendingSince = Number.POSITIVE_INFINITY;
  /** Joins and leaves in this process since the last round. */
  private churn = 0;
  private readonly surgeChanges: number;
  private readonly sliceSize: number;
  private readonly slicePauseMs: number;
  private readonly now: () => number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastRound = -Infinity;
  private sending = false;
  private closed = false;
  /** Clients whose counts in this process changed since they were last published. */
  private readonly unpublished = new Set<string>();
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  private lastPublish = -Infinity;
  private readonly publishIntervalMs: number;
  private readonly publishHook: CounterHubOptions['publish'];
  /** The other processes' counts (empty with one process). */
  readonly remote = new RemoteCounts();
  /** Counter messages sent since start (the benchmark reads it). */
  sent = 0;

  constructor(options: CounterHubOptions = {}) {
    this.intervalMs = options.intervalMs ?? 2000;
    this.maxIntervalMs = Math.max(this.intervalMs, options.maxIntervalMs ?? this.intervalMs * 8);
    this.interval = this.intervalMs;
    this.surgeChanges = options.surgeChanges ?? 100;
    this.sliceSize = options.sliceSize ?? 250;
    this.slicePauseMs = (1000 * this.sliceSize) / (options.messagesPerSecond ?? 2500);
    this.now = options.now ?? Date.now;
    this.publishHook = options.publish;
    this.publishIntervalMs = options.publishIntervalMs ?? 250;
  }

  /** A socket announces (or changes) its client and context. */
  join(socket: CounterSocket, client: string, context: string): void {
    const before = this.viewers.get(socket);
    if (before?.client === client && before.context === context) return;
    if (before) this.remove(socket, before);
    const viewer: Viewer = { client, context };
    this.viewers.set(socket, viewer);
    let c = this.clients.get(client);
    if (!c) this.clients.set(client, (c = { sockets: new Set(), contexts: new Map() }));
    c.sockets.add(socket);
    c.contexts.set(context, (c.contexts.get(context) ?? 0) + 1);
    this.markChanged(client);
  }

  /** A socket closed. */
  leave(socket: CounterSocket): void {
    const before = this.viewers.get(socket);
    if (!before) return;
    this.viewers.delete(socket);
    this.remove(socket, before);
  }

  /** Viewers in a context, and in the whole client: this process's and every other process's. */
  count(client: string, context: string): { count: number; total: number } {
    const own = this.localCount(client, context);
    const other = this.remote.count(client, context);
    return { count: own.count + other.count, total: own.total + other.total };
  }

  /** This process's viewers only. */
  localCount(client: string, context: string): { count: number; total: number } {
    const c = this.clients.get(client);
    return { count: c?.contexts.get(context) ?? 0, total: c?.sockets.size ?? 0 };
  }

  /** Every client with viewers here and its counts per context (the heartbeat publishes them). */
  localTables(): Map<string, Record<string, number>> {
    const tables = new Map<string, Record<string, number>>();
    for (const [client, c] of this.clients) tables.set(client, Object.fromEntries(c.contexts));
    return tables;
  }

  /** Another process's table for a client arrived. */
  applyRemote(process: string, client: string, contexts: Record<string, number>): void {
    if (this.remote.set(process, client, contexts, this.now())) this.markChanged(client, false);
  }

  /** Drops other processes' tables older than `maxAgeMs` (a process that stopped publishing: gone). */
  expireRemote(maxAgeMs: number): void {
    for (const client of this.remote.expire(this.now(), maxAgeMs)) this.markChanged(client, false);
  }

  /** The bus is gone: from now on the counts are this process's own. */
  dropRemote(): void {
    for (const client of this.remote.clear()) this.markChanged(client, false);
  }

  /** Stops the timers (server shutdown); later changes send nothing. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.publishTimer);
    this.timer = undefined;
  }

  private remove(socket: CounterSocket, viewer: Viewer): void {
    const c = this.clients.get(viewer.client);
    if (!c) return;
    c.sockets.delete(socket);
    const left = (c.contexts.get(viewer.context) ?? 1) - 1;
    if (left > 0) c.contexts.set(viewer.context, left);
    else c.contexts.delete(viewer.context);
    if (!c.sockets.size) this.clients.delete(viewer.client);
    this.markChanged(viewer.client);
  }

  private markChanged(client: string, local = true): void {
    this.changed.add(client);
    if (this.pendingSince === Number.POSITIVE_INFINITY) this.pendingSince = this.now();
    if (local) this.churn++;
    this.schedule();
    if (!local || !this.publishHook) return;
    this.unpublished.add(client);
    this.schedulePublish();
  }

  private schedulePublish(): void {
    if (this.publishTimer || this.closed) return;
    const wait = Math.max(0, this.lastPublish + this.publishIntervalMs - this.now());
    this.publishTimer = setTimeout(() => {
      this.publishTimer = undefined;
      this.lastPublish = this.now();
      for (const client of this.unpublished) {
        const c = this.clients.get(client);
        this.publishHook?.(client, c ? Object.fromEntries(c.contexts) : {});
      }
      this.unpublished.clear();
    }, wait);
    this.publishTimer.unref?.();
  }

  private schedule(): void {
    if (this.timer || this.sending || this.closed || !this.changed.size) return;
    const wait = Math.max(0, this.lastRound + this.interval - this.now());
    this.timer = setTimeout(() => this.round(), wait);
    this.timer.unref?.();
  }

  /** One round: every socket of the changed clients, in slices, each told its counts if they changed. */
  private round(): void {
    this.timer = undefined;
    // Many joins and leaves, and still coming before the last round's interval was over: a surge, so wait longer.
    const surging = this.churn >= this.surgeChanges && this.pendingSince < this.lastRound + this.interval;
    this.churn = 0;
    this.interval = surging ? Math.min(this.maxIntervalMs, this.interval * 2) : this.intervalMs;
    this.pendingSince = Number.POSITIVE_INFINITY;
    this.lastRound = this.now();
    const sockets: CounterSocket[] = [];
    for (const client of this.changed) for (const s of this.clients.get(client)?.sockets ?? []) sockets.push(s);
    this.changed.clear();
    this.sending = true;
    this.sendSlice(sockets, 0);
  }

  private sendSlice(sockets: CounterSocket[], from: number): void {
    if (this.closed) return;
    // Counts may change between slices; each slice sends what is true when it runs.
    const messages = new Map<string, string>();
    const end = Math.min(sockets.length, from + this.sliceSize);
    for (let i = from; i < end; i++) {
      const socket = sockets[i];
      const viewer = this.viewers.get(socket);
      if (!viewer || socket.readyState !== OPEN) continue;
      const key = `${viewer.client}\n${viewer.context}`;
      let message = messages.get(key);
      if (message === undefined) {
        const { count, total } = this.count(viewer.client, viewer.context);
        message = JSON.stringify({ type: 'counter', client: viewer.client, context: viewer.context, count, total });
        messages.set(key, message);
      }
      if (viewer.sent === message) continue;
      viewer.sent = message;
      socket.send(message);
      this.sent++;
    }
    if (end < sockets.length) {
      setTimeout(() => this.sendSlice(sockets, end), this.slicePauseMs).unref?.();
      return;
    }
    this.sending = false;
    this.schedule();
  }
}
