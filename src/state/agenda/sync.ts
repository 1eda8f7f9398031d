/**
 * The signed-in user's agenda is the basket (item_type event): polled through the page's scheduler while a view
 * shows it, and every pending change sent as basket events, all at once, again after a failure (offline, a timeout)
 * when the network returns or with the next poll. Sending twice is harmless (core `settle`). The session is the
 * page's (src/state/page-session.ts): a reload restores it by one refresh with the server's HttpOnly cookie, and the
 * access token stays in that store's memory, never in storage, the URL or a log.
 */
import { isHttpError } from '../../api/errors';
import { AGENDA_POLL_MS, pendingEvents, reconcile, settle } from '../../core/agenda';
import { pageSession } from '../page-session';
import type { PollScheduler } from '../poll-scheduler';
import type { AgendaCore } from './store';

export function startSync(core: AgendaCore): () => void {
  const { host } = core;
  const { session, users } = pageSession(host);
  const owner = core.read().owner;
  let sending = false;
  let stopped = false;

  const flush = () => {
    const record = core.read();
    if (sending || stopped || record.owner !== owner || !record.pending.length) return;
    const sent = record.pending.slice(0, 200);
    let more = false;
    sending = true;
    session
      .secured((auth) => users.basketEvents(auth, pendingEvents(sent)))
      .then(
        (answer) => {
          core.update((r) =>
            r.owner === owner ? reconcile({ ...r, pending: settle(r.pending, sent) }, answer.items) : r,
          );
          more = true;
        },
        (error: unknown) => {
          // Refused for good (a 4xx other than 401, 408, 429): these changes would fail every time.
          if (
            isHttpError(error) &&
            error.status >= 400 &&
            error.status < 500 &&
            ![401, 408, 429].includes(error.status)
          ) {
            console.warn('[CongressPortal] the agenda change was refused by the server', error.status);
            core.update((r) => ({ ...r, pending: settle(r.pending, sent) }));
          }
          core.check();
        },
      )
      .finally(() => {
        sending = false;
        // Changes made while these were on their way go at once; after a failure, with the network or the next poll.
        if (more) flush();
      });
  };

  const offPoll = (host.scheduler as PollScheduler).subscribe(
    `agenda:basket:${host.api.base}|${host.client}|${owner}`,
    () => session.secured((auth) => users.basket(auth)),
    AGENDA_POLL_MS,
    (answer) => {
      core.update((r) => (r.owner === owner ? reconcile(r, answer.items) : r));
      flush();
    },
    () => core.check(),
  );
  const offSession = session.state.subscribe(() => core.check());
  const onOnline = () => flush();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  core.flush = flush;
  flush();
  return () => {
    stopped = true;
    offPoll();
    offSession();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (core.flush === flush) core.flush = null;
  };
}
