import { useMemo } from 'react';
import type { WidgetContext } from '../../contract/widget';
import type { StructuredDataInput } from '../../core/structured-data/graph';
import type { TimetableSession } from '../../core/timetable';
import { useStructuredData } from '../shared/structured-data/use-structured-data';
import type { TimetableData } from './use-timetable-data';

/**
 * The congress and the sessions the timetable shows, as JSON-LD in the host's head: the sessions its rules
 * leave out (ignoreEvents, a channel it does not show) are left out here too, and censored ones as well (their
 * title, speakers and description are not shown, so they are not published either).
 */
export function useStructuredSessions(
  context: WidgetContext,
  data: TimetableData,
  sessions: readonly TimetableSession[],
  liveLinkPattern: string,
): void {
  const input = useMemo((): StructuredDataInput | null => {
    if (data.status !== 'ready') return null;
    const shown = new Set<string>();
    for (const s of sessions) if (!s.censored && s.slug) shown.add(s.slug);
    const events = data.events.filter((e) => shown.has(String((e as { slug?: unknown } | null)?.slug)));
    return { kind: 'sessions', project: context.project ?? null, events, channels: data.channels };
  }, [data.status, data.events, data.channels, sessions, context.project]);
  useStructuredData(context, input, { live: liveLinkPattern || null });
}
