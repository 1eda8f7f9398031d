import { useMemo } from 'react';
import type { WidgetContext } from '../../contract/widget';
import type { StructuredDataInput } from '../../core/structured-data/graph';
import type { TimetableSession } from '../../core/timetable';
import { useStructuredData } from '../shared/structured-data/use-structured-data';
import type { TimetableData } from './use-timetable-data';

/**
 * The congress and the sessions the timetable shows, as JSON-LD in the host's head: the sessions its rules
 * leave out (ignoreEvents, a channel it does not show) are left out here too, and censored ones as well (their
 * title, speakers and description are not shown, so they are not published either). Only the next
 * `SESSIONS_MAX` are published (docs/structured-data.md "Cost"): the lazy chunk picks them from the model, whose
 * times are read already (core `nextSessions`); nothing of it is in the timetable's own chunk.
 */
export function useStructuredSessions(
  context: WidgetContext,
  data: TimetableData,
  sessions: readonly TimetableSession[],
  liveLinkPattern: string,
): void {
  const input = useMemo((): StructuredDataInput | null => {
    if (data.status !== 'ready') return null;
    const timed = sessions.filter((s) => !s.censored && s.slug);
    return { kind: 'sessions', project: context.project ?? null, events: data.events, channels: data.channels, timed };
  }, [data.status, data.events, data.channels, sessions, context.project]);
  useStructuredData(context, input, { live: liveLinkPattern || null });
}
