import type { ReactNode } from 'react';
import {
  isCompactLayout,
  type DayLayout,
  type TimetableColumn,
  type TimetableSettings,
  type ZonedSession,
} from '../../core/timetable';
import type { Translate } from '../../i18n/types';
import { CalendarView } from './CalendarView';
import { ListView } from './ListView';
import type { TimetableModel } from './model';
import type { View } from './Toolbar';

export interface DayViewBase {
  settings: TimetableSettings;
  t: Translate;
  now: () => number;
  isFavourite: (id: string) => boolean;
  onOpen: (slug: string) => void;
}

export interface BodyProps {
  status: 'loading' | 'ready' | 'error';
  model: TimetableModel;
  daySessions: ZonedSession[];
  layout: DayLayout;
  columns: TimetableColumn[];
  view: View;
  /** What both views of the day take: the settings, the texts, the clock, the favourites and how a session opens. */
  base: DayViewBase;
  zone: string;
  day: number | null;
  width: number;
  windowHeight: number;
  scrollRequest: { minute: number; seq: number } | null;
}

/** The panel's content: a state message (loading, failed, empty, no match) or the selected day in its view. */
export function Body(p: BodyProps): ReactNode {
  const { base } = p;
  if (p.status === 'loading')
    return (
      <p key="loading" className="tt-message" role="status">
        {base.t('timetable.loading')}
      </p>
    );
  if (p.status === 'error' && p.model.sessions.length === 0)
    return (
      <p className="tt-message" role="alert">
        {base.t('timetable.error')}
      </p>
    );
  if (p.model.sessions.length === 0) return <p className="tt-message">{base.t('timetable.empty')}</p>;
  if (p.daySessions.length === 0)
    return (
      <p className="tt-message" role="status">
        {base.t('timetable.noMatches')}
      </p>
    );
  if (p.view === 'list')
    return (
      <ListView
        {...base}
        sessions={p.daySessions}
        columns={p.model.columns}
        columnOf={p.model.columnOf}
        windowHeight={p.windowHeight}
      />
    );
  return (
    <CalendarView
      {...base}
      layout={p.layout}
      columns={p.columns}
      zone={p.zone}
      day={p.day ?? 0}
      width={p.width}
      compact={isCompactLayout(p.windowHeight)}
      overview={p.view === 'overview'}
      scrollRequest={p.scrollRequest}
    />
  );
}
