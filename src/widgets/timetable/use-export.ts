import type { RefObject } from 'react';
import { buildIcs, displayedTitle, type TimetableSession } from '../../core/timetable';
import type { WidgetContext } from '../../contract/widget';
import { downloadIcs } from './download';

/** The .ics download of 'My schedule': the sessions given, with their rooms, as one calendar file. */
export function exportSchedule(
  context: WidgetContext,
  sessions: readonly TimetableSession[],
  roomTitle: (s: TimetableSession) => string,
  box: RefObject<HTMLDivElement | null>,
): void {
  if (!box.current) return;
  const untitled = context.t('timetable.untitled');
  const entries = sessions.map((s) => ({ session: s, title: displayedTitle(s, untitled), room: roomTitle(s) }));
  downloadIcs(
    buildIcs(entries, {
      now: context.now(),
      uidDomain: uidDomainOf(context),
      calendarName: context.t('timetable.exportTitle'),
    }),
    `${context.project ?? 'timetable'}-schedule`,
    box.current,
  );
}

/** The domain part of every calendar UID the timetable writes (stable per client and project). */
export const uidDomainOf = (context: Pick<WidgetContext, 'project' | 'client'>) =>
  `${context.project ?? 'project'}.${context.client}.congress-portal`;
