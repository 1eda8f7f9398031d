/**
 * What the webcast display, the webcast teaser and the two matrices share: the project's channel list polled every
 * 15 s through the page's one scheduler (spec 3 §9 "Q&A and webcast widget polls"; src/state/live/live-channels.ts),
 * the clock ticking with the preview images (15 s), the tiles from core `webcastTiles`, and the widget's answer to
 * the host's `hasOnAirChannel` (spec 3 §2 Widget mode), withdrawn on unmount.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ChannelContext as WidgetContext } from './context';
import { POLL_INTERVAL_MS } from '../../../core/constants';
import { hasOnAirTile, webcastTiles, type WebcastTile } from '../../../core/live/webcast-tiles';
import { useLiveChannelList } from '../../../state/live/live-channels';
import { useStructuredData } from '../structured-data/use-structured-data';

export type ChannelTilesState =
  | { status: 'loading' | 'error'; tiles: WebcastTile[] }
  | { status: 'ready'; tiles: WebcastTile[] };

/** The project of a channel widget: its `project` setting, else the mount point's data-project. */
export function projectOf(setting: unknown, context: Pick<WidgetContext, 'project'>): string | undefined {
  return (typeof setting === 'string' && setting.trim()) || context.project || undefined;
}

/** The clock, moved on every `intervalMs` (the preview images' 15 s by default). */
export function useTicker(
  context: Pick<WidgetContext, 'now'>,
  intervalMs: number = POLL_INTERVAL_MS.previewImage,
): number {
  const [now, setNow] = useState(() => context.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(context.now()), intervalMs);
    return () => clearInterval(timer);
  }, [context, intervalMs]);
  return now;
}

export function useChannelTiles(
  context: WidgetContext,
  settings: Record<string, unknown>,
  matrix = false,
): ChannelTilesState & { now: number } {
  const project = projectOf(settings.project, context);
  const source = useMemo(() => ({ api: context.api, scheduler: context.scheduler, project }), [context, project]);
  const list = useLiveChannelList(source, true, POLL_INTERVAL_MS.webcast);
  const now = useTicker(context);
  const channels = list.status === 'ready' ? list.channels : null;
  const tiles = useMemo(
    () => (channels ? webcastTiles(channels, settings, now, matrix) : []),
    [channels, settings, now, matrix],
  );
  const structured = useMemo(
    () => (channels ? { kind: 'live' as const, project: project ?? null, channels } : null),
    [channels, project],
  );
  useStructuredData(context, structured);
  const onAir = hasOnAirTile(tiles);
  useLayoutEffect(() => {
    context.host.reportOnAir?.(onAir);
  }, [context, onAir]);
  useEffect(() => () => context.host.reportOnAir?.(false), [context]);
  return { status: list.status, tiles, now };
}

/** The project's collection (spec 3 §3 Collection: dates, description, htmlEmbed1/2); null while unknown or missing. */
export function useCollection(
  context: WidgetContext,
  project: string | undefined,
): { status: 'loading' | 'ready'; collection: Record<string, unknown> | null } {
  const id = project ? context.clientConfig?.projects?.[project]?.collection : undefined;
  const [state, setState] = useState<{ status: 'loading' | 'ready'; collection: Record<string, unknown> | null }>({
    status: 'loading',
    collection: null,
  });
  useLayoutEffect(() => {
    if (id === undefined || id === null) {
      // No configuration yet: wait for it; a project without a collection has none.
      if (context.clientConfig) setState({ status: 'ready', collection: null });
      return undefined;
    }
    const { api, scheduler } = context;
    const path = `${encodeURIComponent(api.client)}/wcm/collections/${encodeURIComponent(String(id))}.json`;
    return scheduler.subscribe(
      `collection:${api.base}|${path}`,
      (signal) => api.get<{ data?: unknown }>(path, undefined, { signal }),
      3_600_000,
      (answer) =>
        setState({
          status: 'ready',
          collection:
            typeof answer?.data === 'object' && answer.data !== null ? (answer.data as Record<string, unknown>) : null,
        }),
      () => setState({ status: 'ready', collection: null }),
    );
  }, [context, id]);
  return state;
}
