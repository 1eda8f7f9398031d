import { useLayoutEffect, useRef, useState } from 'react';
import { CHANNELS_LIMIT_TIMETABLE, MAX_LIST_LENGTH, POLL_INTERVAL_MS } from '../../core/constants';
import { escapeFilterValue } from '../../core/filter/filter-value';
import { dataFingerprint } from '../../core/timetable/fingerprint';
import type { WidgetContext } from '../../contract/widget';

export interface TimetableData {
  status: 'loading' | 'ready' | 'error';
  channels: unknown[];
  events: unknown[];
}

/** Event fields the timetable reads (docs/api.md `fields` projection: a third less to transfer and parse). */
export const EVENT_FIELDS = ['id', 'slug', 'title', 'subtitle', 'type', 'topics', 'datestart', 'dateend', 'channels', 'channelSlug',
  'location', 'speakers', 'status', 'abstract', 'Overview', 'description'];

/**
 * Channels and events of the project, polled every 60 s through the shared scheduler (spec 3 §7, §9).
 * A poll answer equal to the last one (same fingerprint) changes no state, so the widget re-renders nothing (a 304
 * never reaches this hook: the poll scheduler drops NOT_MODIFIED answers); scroll position and open overlay survive
 * because nothing remounts.
 */
export function useTimetableData(context: WidgetContext, ruleFields: readonly string[] = []): TimetableData {
  const [data, setData] = useState<TimetableData>({ status: 'loading', channels: [], events: [] });
  const prints = useRef({ channels: '', events: '' });
  const fields = [...new Set([...EVENT_FIELDS, ...ruleFields.filter((f) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(f))])].join(',');
  // A layout effect subscribes in the commit of the first render, a frame earlier than an effect would.
  useLayoutEffect(() => {
    const project = context.project ?? '';
    const filter = project ? `project==${escapeFilterValue(project)}` : undefined;
    const arrived = new Set<string>();
    const take = (kind: 'channels' | 'events') => (answer: unknown) => {
      const list = (answer as { data?: unknown } | null)?.data;
      const items = Array.isArray(list) ? list : [];
      const print = dataFingerprint(items);
      const first = !arrived.has(kind);
      arrived.add(kind);
      if (print === prints.current[kind] && !first) return;
      prints.current[kind] = print;
      // Issue 9: ready once both lists are in, so days, filters and grid appear together and nothing moves.
      setData((d) => ({ ...d, [kind]: items, status: arrived.size === 2 ? 'ready' : d.status }));
    };
    const fail = () => setData((d) => (d.status === 'loading' ? { ...d, status: 'error' } : d));
    const key = `${context.api.base}|${context.client}|${project}`;
    const offChannels = context.scheduler.subscribe(`timetable:channels:${key}`,
      (signal) => context.api.list('channels', { filter, limit: CHANNELS_LIMIT_TIMETABLE }, { signal }),
      POLL_INTERVAL_MS.timetable, take('channels'), fail);
    const offEvents = context.scheduler.subscribe(`timetable:events:${key}|${fields}`,
      (signal) => context.api.list('events', { filter, limit: MAX_LIST_LENGTH, sort: 'datestart', fields }, { signal }),
      POLL_INTERVAL_MS.timetable, take('events'), fail);
    return () => { offChannels(); offEvents(); };
  }, [context, fields]);
  return data;
}
