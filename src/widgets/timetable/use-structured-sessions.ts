import { useMemo } from 'react';
import type { WidgetContext } from '../../contract/widget';
import type { StructuredDataInput } from '../../core/structured-data/graph';
import { nextSessions } from '../../core/structured-data/upcoming';
import type { TimetableSession } from '../../core/timetable';
import { useStructuredData } from '../shared/structured-data/use-structured-data';
import type { TimetableData } from './use-timetable-data';

/**
 * The congress and the sessions the timetable shows, as JSON-LD in the host's head: the sessions its rules
 * leave out (ignoreEvents, a channel it does not show) are left out here too, and censored ones as well (their
 * title, speakers and description are not shown, so they are not published either). Only the next
 * `SESSIONS_MAX` are published (docs/structured-data.md "Cost"), picked here from the model, whose times are read
 * already, so the lazy chunk gets ≤ 150 events and the congress's first start and last end.
 */
export function useStructuredSessions(
  context: WidgetContext,
  data: TimetableData,
  sessions: readonly TimetableSession[],
  liveLinkPattern: string,
): void {
  const input = useMemo((): StructuredDataInput | null => {
    if (data.status !== 'ready') return null;
    const { chosen, first, last } = nextSessions(
      sessions.filter((s) => !s.censored && s.slug),
      context.now(),
    );
    const wanted = new Set(chosen.map((s) => s.slug));
    const events: unknown[] = [];
    const span = { datestart: undefined as unknown, dateend: undefined as unknown };
    for (const e of data.events) {
      const slug = String((e as { slug?: unknown } | null)?.slug);
      if (wanted.has(slug)) events.push(e);
      if (slug === first?.slug) span.datestart = (e as { datestart?: unknown }).datestart;
      if (slug === last?.slug) span.dateend = (e as { dateend?: unknown }).dateend ?? span.dateend;
    }
    return { kind: 'sessions', project: context.project ?? null, events, channels: data.channels, span };
  }, [data.status, data.events, data.channels, sessions, context.project, context.now]);
  useStructuredData(context, input, { live: liveLinkPattern || null });
}
