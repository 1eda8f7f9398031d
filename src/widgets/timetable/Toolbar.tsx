import type { ReactNode } from 'react';
import { fixedZoneOffset, isValidTimeZone, zoneDisplayName, zoneShortName } from '../../core/timetable';
import type { WidgetContext } from '../../contract/widget';
import type { Translate } from '../../i18n/types';
import { DayTabs } from './DayTabs';

export const VIEWS = ['calendar', 'overview', 'list', 'agenda'] as const;
export type View = (typeof VIEWS)[number];
/** A narrow box shows the list for the programme; "My schedule" stays a choice. */
const NARROW_VIEWS: readonly View[] = ['list', 'agenda'];

export interface ToolbarProps {
  t: Translate;
  locale: string;
  days: number[];
  day: number | null;
  onDay: (day: number) => void;
  /** A narrow box offers only the list and "My schedule". */
  narrow: boolean;
  view: View;
  onView: (view: View) => void;
  /** Shown only when today is one of the programme's days. */
  onJumpNow: (() => void) | null;
  /** More buttons at the end of the tools (the export). */
  children?: ReactNode;
}

/** The bar above the programme: day tabs, view switch, "now" and the extra tools. */
export function Toolbar(p: ToolbarProps) {
  return (
    <div className="tt-bar">
      <DayTabs days={p.days} selected={p.day} locale={p.locale} panelId="tt-panel" t={p.t} onSelect={p.onDay} />
      <div className="tt-tools">
        <div className="tt-views" role="group" aria-label={p.t('timetable.view')}>
          {(p.narrow ? NARROW_VIEWS : VIEWS).map((v) => (
            <button
              key={v}
              type="button"
              className="tt-button"
              aria-pressed={p.view === v || (p.narrow && v === 'list' && p.view !== 'agenda')}
              onClick={() => p.onView(v)}
            >
              {p.t(`timetable.view.${v}`)}
            </button>
          ))}
        </div>
        {p.onJumpNow ? (
          <button type="button" className="tt-button" onClick={p.onJumpNow}>
            {p.t('timetable.jumpNow')}
          </button>
        ) : null}
        {p.children}
      </div>
    </div>
  );
}

export interface ZoneLineProps {
  /** The widget's texts and locale. */
  context: Pick<WidgetContext, 't' | 'locale'>;
  /** The zone the programme is shown in, the project's, and the viewer's. */
  zone: string;
  projectZone: string;
  viewerZone: string;
  /** A moment of the selected day: the zone is named with its offset on that day (summer and winter time differ). */
  at: number;
  local: boolean;
  onToggle: () => void;
}

/** The zone the times are in, and the switch between the project's zone and the viewer's. */
export function ZoneLine(p: ZoneLineProps) {
  const { t, locale } = p.context;
  const otherZone = p.zone === p.projectZone ? p.viewerZone : p.projectZone;
  return (
    <p className="tt-zone">
      <span>
        {fixedZoneOffset(p.zone)
          ? t('timetable.zone.fixed', { zone: zoneDisplayName(p.zone) })
          : t('timetable.zone', { zone: p.zone, abbr: zoneShortName(p.at, p.zone, locale) })}
      </span>
      {isValidTimeZone(p.viewerZone) && p.viewerZone !== p.projectZone ? (
        <button type="button" className="tt-link" onClick={p.onToggle}>
          {t(p.local ? 'timetable.zone.useEvent' : 'timetable.zone.useLocal', { zone: zoneDisplayName(otherZone) })}
        </button>
      ) : null}
    </p>
  );
}
