import type { Shared } from '../bus/shared';
import type { CounterHub } from './counter-hub';

/** Every process republishes its counts this often, changed or not: a lost message is repaired within it. */
export const HEARTBEAT_MS = 5000;
/**
 * A process whose counts were not renewed for this long is gone (killed, cut off): its viewers leave the totals.
 * Two heartbeats missed and 2 s to spare: checked every half second, a killed process is gone from the totals within
 * 12.5 s of its last heartbeat, so within 15 s of its end however late in its heartbeat it ended.
 */
export const EXPIRE_MS = 12_000;
/** How often the tables are checked for age. */
const EXPIRE_CHECK_MS = 500;

/**
 * Joins a process's counter to the others over the shared layer (docs/architecture.md "More than one server
 * process"): the hub publishes a client's table when its own counts change (at most every 250 ms), this adds the
 * 5 s heartbeat, takes the other processes' tables in, and drops those older than 12 s. When Redis is away the
 * totals fall back to this process's own viewers; when it is back, this process publishes at once.
 * Returns the function that stops the timers. Nothing is sent per viewer: P processes cost P² small messages per
 * heartbeat, whatever the audience.
 */
export function linkCounter(hub: CounterHub, shared: Shared): () => void {
  if (shared.mode === 'process') return () => undefined;
  const heartbeat = () => {
    for (const [client, contexts] of hub.localTables()) shared.publishCounts(client, contexts);
  };
  // A table from a process this one holds none of: a process that just started, or one that is back after Redis was
  // away. It may have missed this process's tables, so they go out at once (at most once a second), not at the next
  // heartbeat: after Redis returns the counts are right as soon as the last process has subscribed again.
  let answeredAt = -Infinity;
  shared.onCounts((process, client, contexts) => {
    const known = hub.remote.has(process, client);
    hub.applyRemote(process, client, contexts);
    if (known || Date.now() - answeredAt < 1000) return;
    answeredAt = Date.now();
    heartbeat();
  });
  shared.onConnection((state) => (state === 'down' ? hub.dropRemote() : heartbeat()));
  const beat = setInterval(heartbeat, HEARTBEAT_MS);
  const expire = setInterval(() => hub.expireRemote(EXPIRE_MS), EXPIRE_CHECK_MS);
  beat.unref?.();
  expire.unref?.();
  heartbeat();
  return () => {
    clearInterval(beat);
    clearInterval(expire);
  };
}
