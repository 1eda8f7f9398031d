/**
 * A project's channel list, `GET {client}/wcm/channels.json?filter=project==…&limit=999` (docs/api.md), polled every
 * 60 s (spec 3 §7, §9) through the page's one scheduler — the portal's channel overview and the overflow player
 * share one request per page — and the project's livestream tags (`isc/tags.json`, spec 3 §7 "Tags lookup").
 * Extends ./live-channel.ts (kept as it is, so both land cleanly wherever that file exists).
 */
import { useLayoutEffect, useState } from 'react';
import { escapeFilterValue } from '../../core/filter/filter-value';
import type { ApiClient } from '../../api/types';
import { CHANNELS_LIMIT, POLL_INTERVAL_MS } from '../../core/constants';
import type { PollScheduler } from '../poll-scheduler';

export type ChannelListState =
  | { status: 'loading' }
  | { status: 'ready'; channels: Record<string, unknown>[] }
  | { status: 'error' };

interface Source {
  api: ApiClient;
  project?: string;
  scheduler: PollScheduler;
}

/**
 * The project's channels (live state included), every 60 s — every 15 s for the webcast widgets and matrices
 * (spec 3 §9 "Q&A and webcast widget polls"; one request per page at the shortest interval asked); answers keep
 * the last good list.
 */
export function useLiveChannelList(
  context: Source,
  enabled = true,
  intervalMs: number = POLL_INTERVAL_MS.channelsList,
): ChannelListState {
  const [state, setState] = useState<ChannelListState>({ status: 'loading' });
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const { api, project, scheduler } = context;
    const filter = project ? `project==${escapeFilterValue(project)}` : undefined;
    return scheduler.subscribe(
      `channels:${api.base}|${api.client}|${project ?? ''}`,
      (signal) => api.list<Record<string, unknown>>('channels', { filter, limit: CHANNELS_LIMIT }, { signal }),
      intervalMs,
      (answer) =>
        setState({
          status: 'ready',
          channels: Array.isArray(answer?.data) ? answer.data.filter((c) => typeof c === 'object' && c !== null) : [],
        }),
      () => setState((s) => (s.status === 'ready' ? s : { status: 'error' })),
    );
  }, [context, enabled, intervalMs]);
  return state;
}

/** Asked again after an hour: tags change with the programme, not with the minute. */
const TAGS_INTERVAL_MS = 3_600_000;

/**
 * The project's livestream tags (spec 3 §5 Tag filter: the detected project tags); null until known. A failure
 * falls back to no tags and is logged (spec 3 §8 "Tags load failure is logged").
 */
export function useProjectTags(context: Source, enabled = true): string[] | null {
  const [tags, setTags] = useState<string[] | null>(null);
  useLayoutEffect(() => {
    const { api, project, scheduler } = context;
    if (!enabled || !project) {
      setTags([]);
      return undefined;
    }
    const path = `${encodeURIComponent(api.client)}/isc/tags.json`;
    return scheduler.subscribe(
      `tags:${api.base}|${path}|${project}`,
      (signal) => api.get<{ data?: unknown }>(path, { project }, { signal }),
      TAGS_INTERVAL_MS,
      (answer) =>
        setTags(Array.isArray(answer?.data) ? answer.data.filter((t): t is string => typeof t === 'string') : []),
      (error) => {
        console.info(
          '[CongressPortal] live player: the project tags could not be loaded; streams without tags play.',
          error,
        );
        setTags((t) => t ?? []);
      },
    );
  }, [context, enabled]);
  return tags;
}
