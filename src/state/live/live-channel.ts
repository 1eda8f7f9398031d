/**
 * One live channel, `GET {client}/wcm/channels/{slug}?project=` (docs/api.md), polled through the page's one
 * scheduler (spec 3 §7, §9): live-text asks every 15 s, live-event-progress every 60 s; on a page with both the
 * scheduler makes one request at the shorter interval (same key). Answers keep the last good channel.
 */
import { useLayoutEffect, useState } from 'react';
import type { ApiClient } from '../../api/types';
import type { PollScheduler } from '../poll-scheduler';

export type LiveChannelState =
  | { status: 'loading' }
  | { status: 'ready'; channel: Record<string, unknown> }
  | { status: 'error' }
  /** No channel slug in the settings nor on the mount point. */
  | { status: 'no-channel' };

interface Source {
  api: ApiClient;
  project?: string;
  scheduler: PollScheduler;
}

export function useLiveChannel(context: Source, slug: string, intervalMs: number): LiveChannelState {
  const [state, setState] = useState<LiveChannelState>(slug ? { status: 'loading' } : { status: 'no-channel' });
  useLayoutEffect(() => {
    if (!slug) {
      setState({ status: 'no-channel' });
      return undefined;
    }
    const { api, project, scheduler } = context;
    const path = `${encodeURIComponent(api.client)}/wcm/channels/${encodeURIComponent(slug)}`;
    return scheduler.subscribe(
      `channel:${api.base}|${path}|${project ?? ''}`,
      (signal) => api.get<{ data?: unknown }>(path, project ? { project } : undefined, { signal }),
      intervalMs,
      (answer) => {
        const channel = answer?.data;
        setState(
          typeof channel === 'object' && channel !== null
            ? { status: 'ready', channel: channel as Record<string, unknown> }
            : { status: 'error' },
        );
      },
      () => setState((s) => (s.status === 'ready' ? s : { status: 'error' })),
    );
  }, [context, slug, intervalMs]);
  return state;
}

/** The channel slug of a live widget: its `channel` setting, else the mount point's data-channel. */
export function channelSlugOf(setting: unknown, mountChannel: string | undefined): string {
  const own = typeof setting === 'string' ? setting.trim() : '';
  return own || (mountChannel ?? '').trim();
}
