import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CHANNELS_LIMIT_TIMETABLE, MAX_LIST_LENGTH, POLL_INTERVAL_MS } from '../../core/constants';
import { escapeFilterValue } from '../../core/filter/filter-value';
import { dataFingerprint } from '../../core/timetable/fingerprint';
import type { WidgetContext, WidgetPrefetchContext } from '../../contract/widget';
import type { TimetableSettings } from '../../core/timetable';
import { takeOfflineCache } from './offline-link';
import type { OfflineCache } from './offline';

export interface TimetableData {
  status: 'loading' | 'ready' | 'error';
  channels: unknown[];
  events: unknown[];
  /** When the programme shown is the copy kept offline: the time it was saved. */
  savedAt?: number;
  /** The offline chunk, once loaded (its notice); `keeps` false when the browser keeps no programme. */
  offline?: OfflineCache;
  keeps?: boolean;
}

/** Event fields the timetable reads (docs/api.md `fields` projection: a third less to transfer and parse). */
export const EVENT_FIELDS = [
  'id',
  'slug',
  'title',
  'subtitle',
  'type',
  'topics',
  'datestart',
  'dateend',
  'channels',
  'channelSlug',
  'location',
  'speakers',
  'status',
  'abstract',
  'Overview',
  'description',
];

/** Fields named by ignoreEvents / censoredEvents rules are fetched too, so those rules can match. */
export function ruleFieldsOf(settings: Pick<TimetableSettings, 'ignoreEvents' | 'censoredEvents'>): string[] {
  return [...settings.ignoreEvents, ...settings.censoredEvents].flatMap((r) => [r.field, r.field.toLowerCase()]);
}

type Source = Pick<WidgetPrefetchContext, 'api' | 'client' | 'project' | 'scheduler'>;

/**
 * The project's channels and events, polled every 60 s through the shared scheduler (spec 3 §7, §9). The
 * widget's hook and its prefetch (index.tsx) subscribe through this one function, so the keys are the same and
 * the prefetched requests are the ones the widget renders from.
 */
export function subscribeTimetableData(
  context: Source,
  ruleFields: readonly string[],
  onData: (kind: 'channels' | 'events', answer: unknown) => void,
  onError: () => void,
): () => void {
  const fields = [...new Set([...EVENT_FIELDS, ...ruleFields.filter((f) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(f))])].join(
    ',',
  );
  const project = context.project ?? '';
  const filter = project ? `project==${escapeFilterValue(project)}` : undefined;
  const key = `${context.api.base}|${context.client}|${project}`;
  const offChannels = context.scheduler.subscribe(
    `timetable:channels:${key}`,
    (signal) => context.api.list('channels', { filter, limit: CHANNELS_LIMIT_TIMETABLE }, { signal }),
    POLL_INTERVAL_MS.timetable,
    (answer) => onData('channels', answer),
    onError,
  );
  const offEvents = context.scheduler.subscribe(
    `timetable:events:${key}|${fields}`,
    (signal) => context.api.list('events', { filter, limit: MAX_LIST_LENGTH, sort: 'datestart', fields }, { signal }),
    POLL_INTERVAL_MS.timetable,
    (answer) => onData('events', answer),
    onError,
  );
  return () => {
    offChannels();
    offEvents();
  };
}

/** Event lists longer than this are applied in the next task rather than the one that parsed them. */
export const APPLY_AT_ONCE_MAX_ITEMS = 200;

/**
 * A poll answer equal to the last one (same fingerprint) changes no state, so the widget re-renders nothing (a 304
 * never reaches this hook: the poll scheduler drops NOT_MODIFIED answers); scroll position and open overlay survive
 * because nothing remounts.
 */
export function useTimetableData(
  context: WidgetContext,
  ruleFields: readonly string[] = [],
  settings: Record<string, unknown> = {},
): TimetableData {
  const [data, setData] = useState<TimetableData>({ status: 'loading', channels: [], events: [] });
  // The last list of each kind and, once needed, its fingerprint: the first answer is taken without one (it
  // would cost a JSON.stringify of the whole list in the first render's task); the next poll computes both.
  const last = useRef<Record<'channels' | 'events', { items: unknown[]; print?: string } | null>>({
    channels: null,
    events: null,
  });
  const fields = ruleFields.join(',');
  // Resubscribing fetches at once: the network is back (the `online` event) after the kept programme was shown.
  const [round, setRound] = useState(0);
  const current = useRef(data);
  current.current = data;
  // Kept with the programme, for a load without the API (the settings request fails too); a ref, so a change of
  // settings does not resubscribe.
  const kept = useRef(settings);
  kept.current = settings;
  useEffect(() => {
    const back = () => {
      if (current.current.savedAt !== undefined || current.current.status === 'error') setRound((r) => r + 1);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  const cache = useRef<Promise<OfflineCache> | null>(null);
  // A layout effect subscribes in the commit of the first render, a frame earlier than an effect would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` resubscribes on purpose
  useLayoutEffect(() => {
    const arrived = new Set<string>();
    let failed = false;
    let saving: ReturnType<typeof setTimeout> | undefined;
    cache.current ??= takeOfflineCache(context);
    const opened = cache.current;
    // Long event lists are applied in a task of their own, after the one that parsed them (and answers behind
    // them too, so they stay in order): parse and render would together make one long task (issue 8 item 11).
    const queue: (() => void)[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      for (const apply of queue.splice(0)) apply();
    };
    const take = (kind: 'channels' | 'events', answer: unknown) => {
      const list = (answer as { data?: unknown } | null)?.data;
      const items = Array.isArray(list) ? list : [];
      const first = !arrived.has(kind);
      arrived.add(kind);
      const previous = last.current[kind];
      if (first || !previous) {
        last.current[kind] = { items };
      } else {
        previous.print ??= dataFingerprint(previous.items);
        const print = dataFingerprint(items);
        if (print === previous.print) return;
        last.current[kind] = { items, print };
      }
      // Issue 9: ready once both lists are in, so days, filters and grid appear together and nothing moves.
      const ready = arrived.size === 2;
      const both = () => ({ channels: last.current.channels?.items ?? [], events: last.current.events?.items ?? [] });
      if (ready) {
        clearTimeout(saving);
        saving = setTimeout(() => keep(both()), 0);
      }
      // A kept copy on screen stays until both lists are fresh, so the two never mix.
      const apply = () =>
        setData((d) =>
          ready && d.savedAt !== undefined
            ? { ...d, ...both(), status: 'ready', savedAt: undefined }
            : d.savedAt === undefined
              ? { ...d, [kind]: items, status: ready ? 'ready' : d.status }
              : d,
        );
      if (timer === undefined && (kind === 'channels' || items.length <= APPLY_AT_ONCE_MAX_ITEMS)) apply();
      else {
        queue.push(apply);
        timer ??= setTimeout(flush, 0);
      }
    };
    // Deliverable 4: without network or with the API failing, the programme kept in IndexedDB, at once. A failure
    // waits for the read (begun with the requests, so usually done) rather than flash the error message first.
    const lost = (d: TimetableData): TimetableData => (d.status === 'loading' ? { ...d, status: 'error' } : d);
    const fromCache = (offline: OfflineCache) => {
      const kept = offline.read.programme;
      setData((d) => {
        const next = { ...d, offline, keeps: d.keeps !== false && offline.read.storage };
        if (!failed && navigator.onLine !== false) return next;
        if (!kept || (d.status === 'ready' && d.savedAt === undefined)) return lost(next);
        return { ...next, status: 'ready', channels: kept.channels, events: kept.events, savedAt: kept.savedAt };
      });
    };
    const keep = (programme: { channels: unknown[]; events: unknown[] }) =>
      opened
        .then((offline) => offline.save(programme, context.name, kept.current))
        .then((kept) => kept || setData((d) => ({ ...d, keeps: false })))
        .catch(() => undefined);
    let live = true;
    const consult = () =>
      opened.then(
        (offline) => live && fromCache(offline),
        () => live && failed && setData(lost),
      );
    consult();
    const fail = () => {
      failed = true;
      consult();
    };
    const off = subscribeTimetableData(context, fields ? fields.split(',') : [], take, fail);
    return () => {
      live = false;
      off();
      clearTimeout(timer);
      clearTimeout(saving);
    };
  }, [context, fields, round]);
  return data;
}
