/**
 * The subscribe dialog's state: the public programme feed for everybody, the signed-in user's private feed (made on
 * first opening, since asking for it is why the dialog was opened), and the actions on it. Failures leave a
 * translated state and one console message naming what failed.
 */
import { useCallback, useEffect, useState } from 'react';
import { calendarFeedApi, type FeedState } from '../../../api/calendar-feed';

export interface FeedSource {
  apiBase: string;
  client: string;
  project: string;
  /** Session link pattern with `{slug}`, or ''. */
  link: string;
  /** An access token, or null for a guest. */
  token(): Promise<string | null>;
}

export type FeedView =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; signedIn: boolean; state: Pick<FeedState, 'programme' | 'alarms'> & Partial<FeedState> };

export function useFeed(source: FeedSource) {
  const [view, setView] = useState<FeedView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { apiBase, client, project, link } = source;
  const tokenOf = source.token;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt loads again
  useEffect(() => {
    let live = true;
    const api = calendarFeedApi(apiBase, client, project, link);
    setView({ status: 'loading' });
    (async () => {
      const token = await tokenOf();
      if (!token) return { signedIn: false, state: await api.programme() };
      const own = await api.own(token);
      return { signedIn: true, state: own.feed ? own : await api.save(token, { link }) };
    })().then(
      (ready) => live && setView({ status: 'ready', ...ready }),
      (error: unknown) => {
        if (!live) return;
        console.warn(`[CongressPortal] the calendar feed of project "${project}" could not be loaded:`, error);
        setView({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [apiBase, client, project, link, tokenOf, attempt]);

  /** Runs an action on the private feed; resolves true when it was stored. */
  const act = useCallback(
    async (action: 'regenerate' | 'revoke' | 'create' | { alarm: number }): Promise<boolean> => {
      const api = calendarFeedApi(apiBase, client, project, link);
      try {
        const token = await tokenOf();
        if (!token) return false;
        const state =
          action === 'regenerate'
            ? await api.regenerate(token)
            : action === 'revoke'
              ? await api.revoke(token)
              : action === 'create'
                ? await api.save(token, { link })
                : await api.save(token, action);
        setView({ status: 'ready', signedIn: true, state });
        return true;
      } catch (error) {
        console.warn(`[CongressPortal] changing the calendar feed of project "${project}" failed:`, error);
        return false;
      }
    },
    [apiBase, client, project, link, tokenOf],
  );

  return { view, act, retry: () => setAttempt((n) => n + 1) };
}
